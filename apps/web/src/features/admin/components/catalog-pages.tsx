import {
  paymentProcessorSchema,
  productSchema,
  spaRoutes,
  type PaymentProcessor,
  type Product,
} from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useProfile } from '@/lib/profile';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { formatDate, formatMoney } from '@/lib/format';
import { providerLabel } from '../lib/labels';
import { DataTable, type Column } from './data-table';
import { saveErrors, PageHeader, RouterButtonLink } from './ui';

/** /admin-dashboard/payment/products */
export function ProductsPage() {
  const products = useAdminQuery('/payment/products', z.array(productSchema));
  const columns: Column<Product>[] = [
    { key: 'name', label: 'Produto', render: (p) => p.name },
    { key: 'description', label: 'Descrição', render: (p) => p.description || '—' },
    { key: 'price', label: 'Preço', align: 'right', nowrap: true, render: (p) => formatMoney(p.price_cents) },
    { key: 'active', label: 'Situação', render: (p) => (p.is_active ? 'À venda' : 'Inativo') },
    { key: 'created', label: 'Criado em', render: (p) => formatDate(p.created_at) },
  ];
  return (
    <>
      <PageHeader
        title="Produtos"
        subtitle="Itens vendidos avulsos."
        actions={<RouterButtonLink to={spaRoutes.adminProductNew}>Novo produto</RouterButtonLink>}
      />
      <DataTable
        label="Produtos"
        columns={columns}
        rows={products.data}
        rowKey={(p) => p.id}
        query={products}
        empty="Nenhum produto cadastrado."
      />
    </>
  );
}

function FormShell({
  onSubmit,
  children,
  error,
  pending,
  submitLabel,
  cancelTo,
}: {
  onSubmit: () => void;
  children: ReactNode;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  cancelTo: string;
}) {
  const navigate = useNavigate();
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}
    >
      <Stack spacing={2.5}>
        {children}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Salvando…' : submitLabel}
          </Button>
          <Button onClick={() => navigate(cancelTo)}>Cancelar</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /admin-dashboard/payment/products/new */
export function ProductNewPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState({ name: '', description: '', price: '', is_active: true });
  const save = useAdminMutation(
    (body: object) => ({ path: '/payment/products', method: 'POST', body }),
    productSchema,
  );
  const { fields, message: saveError } = saveErrors(save.error, 'Não foi possível salvar.');
  return (
    <>
      <PageHeader title="Novo produto" back={{ to: spaRoutes.adminProducts, label: 'Produtos' }} />
      <FormShell
        submitLabel="Salvar produto"
        cancelTo={spaRoutes.adminProducts}
        pending={save.isPending}
        error={saveError}
        onSubmit={() =>
          save.mutate(
            {
              name: form.name,
              description: form.description,
              price_cents: Math.round(Number(form.price.replace(/\./g, '').replace(',', '.')) * 100) || 0,
              is_active: form.is_active,
            },
            {
              onSuccess: () => {
                enqueueSnackbar('Produto criado.', { variant: 'success' });
                navigate(spaRoutes.adminProducts);
              },
            },
          )
        }
      >
        <TextField
          id="produto-nome"
          label="Nome"
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          error={!!fields.name}
          helperText={fields.name}
        />
        <TextField
          id="produto-descricao"
          label="Descrição"
          multiline
          minRows={2}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
        <TextField
          id="produto-preco"
          label="Preço (R$)"
          required
          value={form.price}
          onChange={(e) => setForm({ ...form, price: e.target.value })}
          error={!!fields.price_cents}
          helperText={fields.price_cents ?? 'Ex.: 49,90'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={form.is_active}
              onChange={(e) => setForm({ ...form, is_active: e.target.checked })}
            />
          }
          label="À venda"
        />
      </FormShell>
    </>
  );
}

/** /admin-dashboard/payment/payment-processors */
export function ProcessorsPage() {
  const processors = useAdminQuery('/payment/payment-processors', z.array(paymentProcessorSchema));
  const superuser = useProfile().data?.is_superuser ?? false;
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
  return (
    <>
      <PageHeader
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

/** /admin-dashboard/payment/payment-processors/new (superusers) */
export function ProcessorNewPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState({
    name: '',
    public_key: '',
    secret_key: '',
    is_active: true,
    is_default: false,
  });
  const save = useAdminMutation(
    (body: object) => ({ path: '/payment/payment-processors', method: 'POST', body }),
    paymentProcessorSchema,
  );
  const { fields, message: saveError } = saveErrors(save.error, 'Não foi possível salvar.');
  return (
    <>
      <PageHeader
        title="Novo processador"
        subtitle="Provedor: Pagar.me."
        back={{ to: spaRoutes.adminProcessors, label: 'Processadores' }}
      />
      <FormShell
        submitLabel="Salvar processador"
        cancelTo={spaRoutes.adminProcessors}
        pending={save.isPending}
        error={saveError}
        onSubmit={() =>
          save.mutate(
            { ...form, provider: 'pagarme' },
            {
              onSuccess: () => {
                enqueueSnackbar('Processador cadastrado.', { variant: 'success' });
                navigate(spaRoutes.adminProcessors);
              },
            },
          )
        }
      >
        <TextField
          id="proc-nome"
          label="Nome"
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          error={!!fields.name}
          helperText={fields.name}
        />
        <TextField
          id="proc-publica"
          label="Chave pública"
          required
          value={form.public_key}
          onChange={(e) => setForm({ ...form, public_key: e.target.value })}
          error={!!fields.public_key}
          helperText={fields.public_key}
        />
        <TextField
          id="proc-secreta"
          label="Chave secreta"
          type="password"
          autoComplete="off"
          required
          value={form.secret_key}
          onChange={(e) => setForm({ ...form, secret_key: e.target.value })}
          error={!!fields.secret_key}
          helperText={fields.secret_key ?? 'Não será mostrada de novo.'}
        />
        <FormControlLabel
          control={
            <Switch
              checked={form.is_active}
              onChange={(e) => setForm({ ...form, is_active: e.target.checked })}
            />
          }
          label="Ativo"
        />
        <FormControlLabel
          control={
            <Switch
              checked={form.is_default}
              onChange={(e) => setForm({ ...form, is_default: e.target.checked })}
            />
          }
          label="Padrão"
        />
      </FormShell>
    </>
  );
}
