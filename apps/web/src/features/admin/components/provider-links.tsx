import { routePath, spaRoutes } from '@aula/contracts';
import { TextLink } from '@/components/admin-kit/router-links';

/** A provider charge id that opens the charge as the provider has it now. */
export function ChargeLink({ id }: { id: string | null | undefined }) {
  if (!id) return <>—</>;
  return <TextLink to={routePath(spaRoutes.adminProviderCharge, { providerChargeId: id })}>{id}</TextLink>;
}

/** A provider invoice id that opens the invoice as the provider has it now. */
export function InvoiceLink({ id }: { id: string | null | undefined }) {
  if (!id) return <>—</>;
  return <TextLink to={routePath(spaRoutes.adminProviderInvoice, { providerInvoiceId: id })}>{id}</TextLink>;
}
