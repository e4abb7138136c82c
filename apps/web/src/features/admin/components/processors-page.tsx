import { spaRoutes, type PaymentProcessor } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import { formatDate } from '@/lib/format';
import { useProfile } from '@/lib/profile';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useProcessors } from '../api/catalogue';
import { providerLabel } from '../lib/labels';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { RouterButtonLink } from '@/components/admin-kit/router-links';

const columns: Column<PaymentProcessor>[] = [
  { key: 'name', label: 'Nome', render: (p) => p.name },
  {
    key: 'provider',
    label: 'Provedor',
    render: (p) => providerLabel(p.provider),
  },
  { key: 'public', label: 'Chave pública', render: (p) => <code>{p.public_key}</code> },
  { key: 'secret', label: 'Chave secreta', render: (p) => `•••• ${p.secret_key_last4}` },
  {
    key: 'state',
    label: 'Situação',
    render: (p) => `${p.is_active ? 'Ativo' : 'Inativo'}${p.is_default ? ' · padrão' : ''}`,
  },
  { key: 'created', label: 'Cadastrado em', render: (p) => formatDate(p.created_at) },
];

/** /admin-dashboard/payment/payment-processors */
export function ProcessorsPage() {
  const processors = useProcessors();
  const superuser = useProfile().data?.is_superuser ?? false;
  return (
    <>
      <AdminPageHeader
        title="Processadores de pagamento"
        subtitle="As chaves secretas ficam cifradas no servidor; só os quatro últimos caracteres aparecem."
        actions={
          superuser && <RouterButtonLink to={spaRoutes.adminProcessorNew}>Novo processador</RouterButtonLink>
        }
      />
      {processors.data?.length === 0 ? (
        <ConfiguredProviderNotice />
      ) : (
        <DataTable
          label="Processadores"
          columns={columns}
          rows={processors.data}
          rowKey={(p) => p.id}
          query={processors}
          empty="Nenhum processador cadastrado."
        />
      )}
    </>
  );
}

/**
 * No stored processor: payments still work, through the provider the server was configured with
 * (its environment variables); the browser knows which one from the runtime configuration.
 */
function ConfiguredProviderNotice() {
  const { name, publicKey } = getRuntimeConfig().cardProvider;
  // Pagar.me's keys say the environment: pk_test_… is the test one.
  const mode = publicKey.startsWith('pk_test_') ? ' (modo de testes)' : '';
  return (
    <Alert severity="info" role="status">
      Nenhum processador cadastrado aqui. Os pagamentos usam o provedor configurado no servidor:{' '}
      <strong>{providerLabel(name)}</strong>
      {publicKey ? `, com a chave pública ${publicKey}${mode}.` : '.'}
    </Alert>
  );
}
