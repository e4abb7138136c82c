// The print module's public face: what app.ts may use.
export { registerPrint } from './register';
