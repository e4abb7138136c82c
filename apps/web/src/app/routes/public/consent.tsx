import { useLocation, useParams } from 'react-router';
import { ConsentPage } from '@/features/families/components/consent-page';
import { revealToken } from '@/lib/url-secrets';

/** `spaRoutes.consent`: public and light; the token left the address bar before anything ran. */
export function ConsentRoute() {
  const { pathname } = useLocation();
  const token = revealToken(pathname, useParams().token);
  return <ConsentPage key={token} token={token} />;
}

export { ConsentRoute as Component };
