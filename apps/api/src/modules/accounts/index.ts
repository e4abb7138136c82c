// The accounts module's public face: what app.ts and other modules may use.
export { queueFileRemoval, type AccountDeletion } from './account-deletion';
export { emailChangedEmail } from './emails';
export { hashPassword } from './password-hashing';
export { passwordProblems } from './password-rules';
export { registerAccounts } from './register';
export { invalidateResetLinks } from './reset-links';
export { assertValidPassword, currentPasswordCheck, emailTaken, hashToken } from './service';
export {
  IMPERSONATION_LIFETIME_SECONDS,
  REFRESH_REUSE_GRACE_SECONDS,
  sessionTokens,
  type SessionTokens,
} from './session-tokens';
