import { legalDocuments } from '@aula/contracts';
import { LegalPage } from './legal-page';
import { TermsOfUseText } from './terms-of-use-text';

/** `spaRoutes.termsOfUse`: public, linked from the sign-up form, the landing footer and the consent banner. */
export function TermsOfUsePage() {
  return (
    <LegalPage title="Termos de Uso" {...legalDocuments.terms}>
      <TermsOfUseText />
    </LegalPage>
  );
}

export { TermsOfUsePage as Component };
