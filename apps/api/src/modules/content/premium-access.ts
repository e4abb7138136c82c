import type { Database } from '@aula/db';
import { hasRole, type UserRow } from '../../plugins/auth';
import { accessConfigFor } from '../profile/access-config';

/** Whether a reader may open premium lessons. */
export type PremiumAccess = (user: UserRow) => Promise<boolean>;

/**
 * Staff always; anyone else when the configuration in force is not the default free one (a paid
 * plan or a granted subscription assigns another configuration).
 */
export function premiumAccess(db: Database): PremiumAccess {
  return async (user) => {
    if (hasRole(user, 'staff')) return true;
    return !(await accessConfigFor(db, user)).default_free_users;
  };
}
