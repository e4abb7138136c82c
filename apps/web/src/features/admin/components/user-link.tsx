import { routePath, spaRoutes } from '@aula/contracts';
import { personName } from '../lib/person-name';
import { TextLink } from '@/components/admin-kit/router-links';

/** A subscriber or customer, opening their user page; "Conta excluída" when the account is gone. */
export const userLink = (u: { id: number; name: string; email: string | null } | null) =>
  u ? (
    <TextLink to={routePath(spaRoutes.adminUser, { userId: u.id })}>{personName(u)}</TextLink>
  ) : (
    'Conta excluída'
  );
