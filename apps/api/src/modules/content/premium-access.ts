import { sql } from 'drizzle-orm';
import type { Database } from '@aula/db';
import { hasRole, type UserRow } from '../../lib/auth-context';
import { accessConfigQuery, configOrDefault } from '../payments';

/** Whether a reader may open premium lessons. */
export type PremiumAccess = (user: UserRow) => Promise<boolean>;

/**
 * Staff always; anyone else when the configuration in force is not the default free one (a paid
 * plan or a granted subscription assigns another configuration).
 */
export function premiumAccess(db: Database): PremiumAccess {
  const configInForce = accessConfigQuery(db, {
    id: sql.placeholder('user'),
    accessConfigId: sql.placeholder('config'),
  }).prepare('premium_access_config');
  return async (user) => {
    if (hasRole(user, 'staff')) return true;
    const [row] = await configInForce.execute({ user: user.id, config: user.accessConfigId });
    return !configOrDefault(row).default_free_users;
  };
}
