// The notifications module's public face: what app.ts and other modules may use.
export { notify } from './service';
export { registerNotifications } from './register';
