import { legalDocuments } from '@aula/contracts';
import { LegalPage } from './legal-page';
import { PrivacyPolicyText } from './privacy-policy-text';

/** `spaRoutes.privacyPolicy`: public, linked from the sign-up form, the landing footer and the consent banner. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Política de Privacidade" {...legalDocuments.privacy}>
      <PrivacyPolicyText />
    </LegalPage>
  );
}

export { PrivacyPolicyPage as Component };
