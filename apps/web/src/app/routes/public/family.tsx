import { useLocation, useParams } from 'react-router';
import { FamilyPage } from '@/features/families/components/family-page';
import { revealToken } from '@/lib/url-secrets';

/** `spaRoutes.family`: public and light; the token left the address bar before anything ran. */
export function FamilyRoute() {
  const { pathname } = useLocation();
  const token = revealToken(pathname, useParams().token);
  return <FamilyPage key={token} token={token} />;
}

export { FamilyRoute as Component };
