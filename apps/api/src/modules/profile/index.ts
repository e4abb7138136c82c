// The profile module's public face: what app.ts may use.
export { registerProfile } from './register';
