// The accounts module's public face: what app.ts and other modules may use.
export { accountDeletion, queueFileRemoval, type AccountDeletion } from './account-deletion';
export { emailChangedEmail } from './emails';
export { hashPassword } from './password-hashing';
export { passwordProblems } from './password-rules';
export { invalidateResetLinks } from './reset-links';
export { accountsRoutes } from './routes';
export { accountsService, assertValidPassword, currentPasswordCheck, emailTaken, hashToken } from './service';
export { sessionTokens, type SessionTokens } from './session-tokens';
export { studentAccessRoutes } from './student-access-routes';
