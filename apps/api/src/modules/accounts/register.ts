import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../lib/file-storage';
import type { JobQueue } from '../../lib/job-queue';
import type { RequireAuth } from '../../plugins/auth';
import { accountDeletion, type StudentsOnlyOfWhere } from './account-deletion';
import { accountsRoutes } from './routes';
import { accountsService, type AccountDeletionHooks, type AccountsDeps } from './service';

export interface AccountsModuleDeps extends Omit<AccountsDeps, 'deletion'> {
  requireAuth: RequireAuth;
  storage: FileStorage;
  jobs: JobQueue;
  /** Which users are a teacher's students and no one else's (the students module's rule). */
  studentsOnlyOfWhere: StudentsOnlyOfWhere;
  /** E.g. its subscription, ended before; the provider's copies of the person, erased after. */
  deletionHooks: AccountDeletionHooks;
  /** The refund (CDC art. 49) the deletion dialog may offer, or null. */
  withdrawalOffer: (userId: number) => Promise<{ until: string; refund_cents: number } | null>;
}

/** Sign-up, logins, passwords, sessions, impersonation, the personal data export and account deletion. */
export function registerAccounts(app: FastifyInstance, deps: AccountsModuleDeps) {
  const { db, jobs, storage, studentsOnlyOfWhere } = deps;
  const deletion = accountDeletion({ db, storage, studentsOnlyOfWhere, jobs });
  accountsRoutes(app, { ...deps, accounts: accountsService({ ...deps, deletion }), deletion });
  // The students module erases a student's account the same way.
  return { deletion };
}
