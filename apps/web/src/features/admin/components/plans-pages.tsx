import {
  adminPlanSchema,
  providerPlanSchema,
  routePath,
  spaRoutes,
  type AdminPlan,
  type ProviderPlan,
} from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useProfile } from '@/lib/profile';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { formatDate, formatMoney } from '@/lib/format';
import { intervalLabels, providerLabel } from '../lib/labels';
import { DataTable, type Column } from './data-table';
import { DetailList, saveErrors, PageHeader, QueryState, RouterButtonLink, Section, TextLink } from './ui';
import { plural } from '@/lib/plural';

const plansSchema = z.array(adminPlanSchema);
const planLink = (p: { id: number; name: string }) => (
  <TextLink to={routePath(spaRoutes.adminSubscriptionPlan, { subscriptionPlanId: p.id })}>{p.name}</TextLink>
);

/** /admin-dashboard/payment/subscription-plans */
export function PlansPage() {
  const plans = useAdminQuery('/payment/subscription-plans', plansSchema);
  const superuser = useProfile().data?.is_superuser ?? false;
  const columns: Column<AdminPlan>[] = [
    { key: 'name', label: 'Plano', render: planLink },
    { key: 'price', label: 'Preço', align: 'right', nowrap: true, render: (p) => formatMoney(p.price_cents) },
    {
      key: 'interval',
      label: 'Cobrança',
      render: (p) =>
        `${intervalLabels[p.interval]}${p.interval_count > 1 ? ` (a cada ${p.interval_count})` : ''}`,
    },
    {
      key: 'trial',
      label: 'Teste grátis',
      render: (p) => (p.trial_days ? plural(p.trial_days, 'dia', 'dias') : '—'),
    },
    {
      key: 'limits',
      label: 'Limites',
      render: (p) =>
        `${plural(p.access_config.max_students, 'aluno', 'alunos')} · ${plural(p.access_config.max_custom_lessons, 'livro', 'livros')}`,
    },
    { key: 'subs', label: 'Assinaturas', align: 'right', render: (p) => p.subscribers_count },
    {
      key: 'state',
      label: 'Situação',
      render: (p) => `${p.is_active ? 'Ativo' : 'Inativo'}${p.is_public ? '' : ' · oculto'}`,
    },
  ];
  return (
    <>
      <PageHeader
        title="Planos de assinatura"
        subtitle="Preços, limites e visibilidade. Alterar planos é uma ação de superusuário."
        actions={
          <>
            <RouterButtonLink to={spaRoutes.adminProviderPlans} variant="outlined">
              Planos no provedor
            </RouterButtonLink>
            {superuser && (
              <RouterButtonLink to={spaRoutes.adminSubscriptionPlanNew}>Novo plano</RouterButtonLink>
            )}
          </>
        }
      />
      <DataTable
        label="Planos"
        columns={columns}
        rows={plans.data}
        rowKey={(p) => p.id}
        query={plans}
        empty="Nenhum plano cadastrado."
      />
    </>
  );
}

/** /admin-dashboard/payment/subscription-plans/:subscriptionPlanId */
export function PlanPage() {
  const { subscriptionPlanId } = useParams();
  const plan = useAdminQuery(`/payment/subscription-plans/${Number(subscriptionPlanId)}`, adminPlanSchema, {
    keepPrevious: false,
  });
  const superuser = useProfile().data?.is_superuser ?? false;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const remove = useAdminMutation((id: number) => ({
    path: `/payment/subscription-plans/${id}`,
    method: 'DELETE',
  }));
  return (
    <QueryState
      query={plan}
      fallback="Não foi possível carregar o plano."
      back={{ to: spaRoutes.adminSubscriptionPlans, label: 'Planos' }}
      errorTitle="Plano"
    >
      {(p) => (
        <>
          <PageHeader
            title={`Plano ${p.name}`}
            subtitle={p.description}
            back={{ to: spaRoutes.adminSubscriptionPlans, label: 'Planos' }}
            actions={
              superuser && (
                <>
                  <RouterButtonLink
                    to={routePath(spaRoutes.adminSubscriptionPlanEdit, { subscriptionPlanId: p.id })}
                  >
                    Editar
                  </RouterButtonLink>
                  <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                    Excluir
                  </Button>
                </>
              )
            }
          />
          <Section title="Preço e cobrança">
            <DetailList
              items={[
                ['Preço', formatMoney(p.price_cents)],
                ['Cobrança', `${intervalLabels[p.interval]}, a cada ${p.interval_count}`],
                ['Teste grátis', p.trial_days ? plural(p.trial_days, 'dia', 'dias') : 'Não'],
                ['À venda', p.is_active ? 'Sim' : 'Não (desativado)'],
                ['Visível no site', p.is_public ? 'Sim' : 'Não (só para concessões)'],
                ['Assinaturas', String(p.subscribers_count)],
                ['Criado em', formatDate(p.created_at)],
              ]}
            />
          </Section>
          <Section title="Limites (configuração de acesso)">
            <DetailList
              items={[
                ['Configuração', p.access_config.name],
                ['Alunos', String(p.access_config.max_students)],
                ['Livros próprios', String(p.access_config.max_custom_lessons)],
                ['Contas de professor', String(p.access_config.teachers_accounts)],
                ['Anúncios', p.access_config.ads ? 'Sim' : 'Não'],
              ]}
            />
          </Section>
          <ConfirmDialog
            open={confirming}
            title={`Excluir o plano ${p.name}?`}
            confirmLabel="Excluir"
            destructive
            pending={remove.isPending}
            error={remove.isError ? errorMessage(remove.error, 'Não foi possível excluir.') : null}
            onConfirm={() =>
              remove.mutate(p.id, {
                onSuccess: () => {
                  enqueueSnackbar('Plano excluído.', { variant: 'success' });
                  navigate(spaRoutes.adminSubscriptionPlans);
                },
              })
            }
            onClose={() => {
              setConfirming(false);
              remove.reset();
            }}
          >
            Planos com assinaturas não podem ser excluídos: desative-os para parar as vendas.
          </ConfirmDialog>
        </>
      )}
    </QueryState>
  );
}

/** /admin-dashboard/payment/subscription-plans/new and /:subscriptionPlanId/edit */
export function PlanFormPage() {
  const { subscriptionPlanId } = useParams();
  const plan = useAdminQuery(
    subscriptionPlanId ? `/payment/subscription-plans/${Number(subscriptionPlanId)}` : null,
    adminPlanSchema,
    { keepPrevious: false },
  );
  if (!subscriptionPlanId) return <PlanForm />;
  return (
    <QueryState
      query={plan}
      fallback="Não foi possível carregar o plano."
      back={{ to: spaRoutes.adminSubscriptionPlans, label: 'Planos' }}
      errorTitle="Editar plano"
    >
      {(p) => <PlanForm plan={p} />}
    </QueryState>
  );
}

function PlanForm({ plan }: { plan?: AdminPlan }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState({
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan ? (plan.price_cents / 100).toFixed(2).replace('.', ',') : '',
    interval: plan?.interval ?? 'month',
    interval_count: String(plan?.interval_count ?? 1),
    trial_days: String(plan?.trial_days ?? 0),
    max_students: String(plan?.access_config.max_students ?? 200),
    max_custom_lessons: String(plan?.access_config.max_custom_lessons ?? 50),
    teachers_accounts: String(plan?.access_config.teachers_accounts ?? 1),
    ads: plan?.access_config.ads ?? false,
    is_public: plan?.is_public ?? true,
    is_active: plan?.is_active ?? true,
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const save = useAdminMutation(
    (body: object) => ({
      path: plan ? `/payment/subscription-plans/${plan.id}` : '/payment/subscription-plans',
      method: plan ? 'PUT' : 'POST',
      body,
    }),
    adminPlanSchema,
  );
  const { fields, message: saveError } = saveErrors(save.error, 'Não foi possível salvar o plano.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limits = {
      max_students: Number(form.max_students),
      max_custom_lessons: Number(form.max_custom_lessons),
      teachers_accounts: Number(form.teachers_accounts),
      ads: form.ads,
    };
    const current = plan?.access_config;
    // Unchanged limits keep the plan's configuration; changed ones get a new one (others may share it).
    const sameLimits =
      current &&
      current.max_students === limits.max_students &&
      current.max_custom_lessons === limits.max_custom_lessons &&
      current.teachers_accounts === limits.teachers_accounts &&
      current.ads === limits.ads;
    save.mutate(
      {
        name: form.name,
        description: form.description,
        price_cents: Math.round(Number(form.price.replace(/\./g, '').replace(',', '.')) * 100),
        interval: form.interval,
        interval_count: Number(form.interval_count),
        trial_days: Number(form.trial_days),
        ...(sameLimits
          ? { access_config_id: current.id }
          : { access_config: { name: `Plano ${form.name}`, ...limits } }),
        is_public: form.is_public,
        is_active: form.is_active,
      },
      {
        onSuccess: (saved) => {
          enqueueSnackbar('Plano salvo.', { variant: 'success' });
          navigate(routePath(spaRoutes.adminSubscriptionPlan, { subscriptionPlanId: saved.id }));
        },
      },
    );
  };
  const number = (
    key: 'interval_count' | 'trial_days' | 'max_students' | 'max_custom_lessons' | 'teachers_accounts',
    label: string,
    fieldKey: string = key,
  ) => (
    <TextField
      id={`plano-${key}`}
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value.replace(/\D/g, ''))}
      error={!!fields[fieldKey]}
      helperText={fields[fieldKey]}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      fullWidth
    />
  );
  const yesNo = (key: 'ads' | 'is_public' | 'is_active', label: string) => (
    <TextField
      select
      id={`plano-${key}`}
      label={label}
      value={form[key] ? 'sim' : 'nao'}
      onChange={(e) => set(key, e.target.value === 'sim')}
      fullWidth
    >
      <MenuItem value="sim">Sim</MenuItem>
      <MenuItem value="nao">Não</MenuItem>
    </TextField>
  );
  return (
    <>
      <PageHeader
        title={plan ? `Editar plano ${plan.name}` : 'Novo plano'}
        back={{ to: spaRoutes.adminSubscriptionPlans, label: 'Planos' }}
      />
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
      >
        <Stack spacing={2.5}>
          <TextField
            id="plano-nome"
            label="Nome"
            required
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={!!fields.name}
            helperText={fields.name}
          />
          <TextField
            id="plano-descricao"
            label="Descrição"
            multiline
            minRows={2}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id="plano-preco"
              label="Preço (R$)"
              required
              value={form.price}
              onChange={(e) => set('price', e.target.value)}
              error={!!fields.price_cents}
              helperText={fields.price_cents ?? 'Ex.: 29,90'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              fullWidth
            />
            <TextField
              select
              id="plano-intervalo"
              label="Cobrança"
              value={form.interval}
              onChange={(e) => set('interval', e.target.value as 'month' | 'year')}
              fullWidth
            >
              <MenuItem value="month">Mensal</MenuItem>
              <MenuItem value="year">Anual</MenuItem>
            </TextField>
            {number('interval_count', 'A cada (períodos)')}
          </Stack>
          {number('trial_days', 'Dias de teste grátis')}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {number('max_students', 'Máximo de alunos', 'access_config.max_students')}
            {number('max_custom_lessons', 'Livros próprios', 'access_config.max_custom_lessons')}
            {number('teachers_accounts', 'Contas de professor', 'access_config.teachers_accounts')}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {yesNo('ads', 'Mostra anúncios')}
            {yesNo('is_public', 'Visível no site')}
            {yesNo('is_active', 'À venda (ativo)')}
          </Stack>
          {saveError && (
            <Alert severity="error" role="alert">
              {saveError}
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Salvando…' : 'Salvar plano'}
            </Button>
            <Button onClick={() => navigate(spaRoutes.adminSubscriptionPlans)}>Cancelar</Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}

/** /admin-dashboard/payment/subscription-plans/provider */
export function ProviderPlansPage() {
  const list = useAdminQuery('/payment/provider-subscription-plans', z.array(providerPlanSchema));
  const columns: Column<ProviderPlan>[] = [
    {
      key: 'plan',
      label: 'Plano',
      render: (p) => planLink({ id: p.subscription_plan, name: p.subscription_plan_name }),
    },
    {
      key: 'provider',
      label: 'Provedor',
      render: (p) => providerLabel(p.provider),
    },
    { key: 'id', label: 'Id no provedor', render: (p) => <code>{p.provider_plan_id}</code> },
    { key: 'price', label: 'Preço', align: 'right', render: (p) => formatMoney(p.price_cents) },
    { key: 'created', label: 'Criado em', render: (p) => formatDate(p.created_at) },
  ];
  return (
    <>
      <PageHeader
        title="Planos no provedor"
        subtitle="O plano correspondente na Pagar.me, um por preço. É criado sozinho na primeira assinatura, ou aqui."
        back={{ to: spaRoutes.adminSubscriptionPlans, label: 'Planos' }}
        actions={<RouterButtonLink to={spaRoutes.adminProviderPlanNew}>Criar no provedor</RouterButtonLink>}
      />
      <DataTable
        label="Planos no provedor"
        columns={columns}
        rows={list.data}
        rowKey={(p) => p.id}
        query={list}
        empty="Nenhum plano criado no provedor ainda."
      />
    </>
  );
}

/** /admin-dashboard/payment/subscription-plans/provider/new */
export function ProviderPlanNewPage() {
  const plans = useAdminQuery('/payment/subscription-plans', plansSchema);
  const [plan, setPlan] = useState('');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useAdminMutation(
    (subscription_plan: number) => ({
      path: '/payment/provider-subscription-plans',
      method: 'POST',
      body: { subscription_plan },
    }),
    providerPlanSchema,
  );
  return (
    <>
      <PageHeader
        title="Criar plano no provedor"
        back={{ to: spaRoutes.adminProviderPlans, label: 'Planos no provedor' }}
      />
      <Paper
        variant="outlined"
        component="form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          create.mutate(Number(plan), {
            onSuccess: (created) => {
              enqueueSnackbar(`Plano criado na Pagar.me: ${created.provider_plan_id}.`, {
                variant: 'success',
              });
              navigate(spaRoutes.adminProviderPlans);
            },
          });
        }}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}
      >
        <Stack spacing={2.5}>
          <TextField
            select
            id="provedor-plano"
            label="Plano"
            value={plan}
            onChange={(e) => setPlan(e.target.value)}
            required
          >
            {(plans.data ?? []).map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name} — {formatMoney(p.price_cents)}
              </MenuItem>
            ))}
          </TextField>
          {create.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(create.error, 'Não foi possível criar o plano no provedor.')}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={!plan || create.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {create.isPending ? 'Criando…' : 'Criar na Pagar.me'}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
