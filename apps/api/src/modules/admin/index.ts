// The admin module's public face: what app.ts, tests and benchmarks may use.
export { contactNotifier } from './contact-messages-service';
export { registerAdmin } from './register';
export { secretBox } from './secret-box';
export { adminStatistics } from './statistics-service';
