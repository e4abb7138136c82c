// The gradebook module's public face: what app.ts and other modules may use.
export { registerGradebook, gradebookModule } from './register';
