// The families module's public face: what app.ts and other modules may use.
export { registerFamilies } from './register';
