import { adminCouponSchema, adminPlanSchema, spaRoutes, type AdminCoupon } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@/components/date-picker';
import dayjs from 'dayjs';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { isoDay } from '@/lib/format';
import { saveErrors, PageHeader, QueryState } from './ui';

/** /admin-dashboard/payment/coupons/new and /:couponId/edit */
export function CouponFormPage() {
  const { couponId } = useParams();
  const coupon = useAdminQuery(couponId ? `/payment/coupons/${Number(couponId)}` : null, adminCouponSchema, {
    keepPrevious: false,
  });
  if (!couponId) return <CouponForm />;
  return (
    <QueryState
      query={coupon}
      fallback="Não foi possível carregar o cupom."
      back={{ to: spaRoutes.adminCoupons, label: 'Cupons' }}
      errorTitle="Editar cupom"
    >
      {(c) => <CouponForm coupon={c} />}
    </QueryState>
  );
}

/** ISO instant → the São Paulo day (YYYY-MM-DD) for a date input, and back (start or end of that day). */
const toDay = (iso: string | null) => (iso ? isoDay(0, Date.parse(iso)) : '');
const fromDay = (day: string, end: boolean) => (day ? `${day}T${end ? '23:59:59' : '00:00:00'}-03:00` : null);

function CouponForm({ coupon }: { coupon?: AdminCoupon }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const plans = useAdminQuery('/payment/subscription-plans', z.array(adminPlanSchema));
  const [form, setForm] = useState({
    code: coupon?.code ?? '',
    discount_type: coupon?.discount_type ?? 'percentage',
    discount_value: coupon
      ? String(coupon.discount_type === 'flat' ? coupon.discount_value / 100 : coupon.discount_value)
      : '10',
    cycles: coupon ? (coupon.cycles === null ? '' : String(coupon.cycles)) : '1',
    valid_from: toDay(coupon?.valid_from ?? null),
    valid_until: toDay(coupon?.valid_until ?? null),
    max_redemptions: coupon?.max_redemptions ? String(coupon.max_redemptions) : '',
    is_active: coupon?.is_active ?? true,
    plans: coupon?.plans ?? [],
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const save = useAdminMutation(
    (body: object) => ({
      path: coupon ? `/payment/coupons/${coupon.id}` : '/payment/coupons',
      method: coupon ? 'PUT' : 'POST',
      body,
    }),
    adminCouponSchema,
  );
  const { fields, message: saveError } = saveErrors(save.error, 'Não foi possível salvar o cupom.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(form.discount_value.replace(',', '.'));
    save.mutate(
      {
        code: form.code,
        discount_type: form.discount_type,
        discount_value: form.discount_type === 'flat' ? Math.round(value * 100) : Math.round(value),
        cycles: form.cycles === '' ? null : Number(form.cycles),
        valid_from: fromDay(form.valid_from, false),
        valid_until: fromDay(form.valid_until, true),
        max_redemptions: form.max_redemptions === '' ? null : Number(form.max_redemptions),
        is_active: form.is_active,
        plans: form.plans,
      },
      {
        onSuccess: () => {
          enqueueSnackbar(coupon ? 'Cupom salvo.' : 'Cupom criado.', { variant: 'success' });
          navigate(spaRoutes.adminCoupons);
        },
      },
    );
  };
  const title = coupon ? `Editar cupom ${coupon.code}` : 'Novo cupom';
  return (
    <>
      <PageHeader title={title} back={{ to: spaRoutes.adminCoupons, label: 'Cupons' }} />
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}
      >
        <Stack spacing={2.5}>
          <TextField
            id="cupom-codigo"
            label="Código"
            required
            value={form.code}
            onChange={(e) => set('code', e.target.value.toUpperCase())}
            error={!!fields.code}
            helperText={fields.code ?? 'Letras, números, - ou _; o professor digita no checkout.'}
          />
          <TextField
            select
            id="cupom-tipo"
            label="Tipo de desconto"
            value={form.discount_type}
            onChange={(e) => set('discount_type', e.target.value as 'percentage' | 'flat')}
          >
            <MenuItem value="percentage">Percentual (%)</MenuItem>
            <MenuItem value="flat">Valor fixo (R$)</MenuItem>
          </TextField>
          <TextField
            id="cupom-valor"
            label={form.discount_type === 'percentage' ? 'Desconto (%)' : 'Desconto (R$)'}
            required
            value={form.discount_value}
            onChange={(e) => set('discount_value', e.target.value)}
            error={!!fields.discount_value}
            helperText={fields.discount_value}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            id="cupom-ciclos"
            label="Ciclos de cobrança"
            value={form.cycles}
            onChange={(e) => set('cycles', e.target.value.replace(/\D/g, ''))}
            error={!!fields.cycles}
            helperText={fields.cycles ?? '1 = só a primeira cobrança; vazio = todas as cobranças.'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DayField
              id="cupom-inicio"
              label="Válido a partir de"
              value={form.valid_from}
              onChange={(v) => set('valid_from', v)}
              error={fields.valid_from}
            />
            <DayField
              id="cupom-fim"
              label="Válido até"
              value={form.valid_until}
              onChange={(v) => set('valid_until', v)}
              error={fields.valid_until}
            />
          </Stack>
          <TextField
            id="cupom-limite"
            label="Limite de usos"
            value={form.max_redemptions}
            onChange={(e) => set('max_redemptions', e.target.value.replace(/\D/g, ''))}
            error={!!fields.max_redemptions}
            helperText={fields.max_redemptions ?? 'Vazio = sem limite.'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormGroup>
            <FormLabel component="legend">Planos em que vale (nenhum marcado = todos)</FormLabel>
            {(plans.data ?? []).map((p) => (
              <FormControlLabel
                key={p.id}
                label={p.name}
                control={
                  <Checkbox
                    checked={form.plans.includes(p.id)}
                    onChange={(e) =>
                      set(
                        'plans',
                        e.target.checked ? [...form.plans, p.id] : form.plans.filter((x) => x !== p.id),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          <FormControlLabel
            control={<Switch checked={form.is_active} onChange={(e) => set('is_active', e.target.checked)} />}
            label="Ativo"
          />
          {saveError && (
            <Alert severity="error" role="alert">
              {saveError}
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Salvando…' : 'Salvar cupom'}
            </Button>
            <Button onClick={() => navigate(spaRoutes.adminCoupons)}>Cancelar</Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}

function DayField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange(day && day.isValid() ? day.format('YYYY-MM-DD') : '')}
      slotProps={{
        textField: { id, error: !!error, helperText: error, fullWidth: true },
        field: { clearable: true },
      }}
    />
  );
}
