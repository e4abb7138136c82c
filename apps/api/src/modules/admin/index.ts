// The admin module's public face: what app.ts may use.
export { contactNotifier } from './contact-messages-service';
export { registerAdmin } from './register';
