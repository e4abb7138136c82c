import { spaRoutes, type AdminCoupon } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LazyDatePicker } from '@/components/lazy-date-picker';
import dayjs from 'dayjs';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useCoupon, useSaveCoupon } from '../api/coupons';
import { usePlans } from '../api/plans';
import { PlansLoadError } from './plans-load-error';
import {
  COUPON_SERVER_FIELDS,
  couponFormDefaults,
  couponFormSchema,
  type CouponFormInput,
  type CouponFormOutput,
} from './coupon-form-values';
import { DigitsField } from './digits-field';
import { PriceField } from './price-field';
import { SwitchField } from './switch-field';
import { SelectField } from './select-field';
import { useAdminSaveForm } from './use-admin-save-form';
import { NewOrEditPage } from './new-or-edit-page';
import { FormShell } from '@/components/admin-kit/form-shell';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';

/** /admin-dashboard/payment/coupons/new and /:couponId/edit */
export function CouponFormPage() {
  return (
    <NewOrEditPage
      param="couponId"
      useItem={useCoupon}
      fallback="Não foi possível carregar o cupom."
      back={{ to: spaRoutes.adminCoupons, label: 'Cupons' }}
      errorTitle="Editar cupom"
    >
      {(c) => <CouponForm coupon={c} />}
    </NewOrEditPage>
  );
}

function CouponForm({ coupon }: { coupon?: AdminCoupon }) {
  const plans = usePlans();
  const form = useForm<CouponFormInput, unknown, CouponFormOutput>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: couponFormDefaults(coupon),
  });
  const { control } = form;
  const discountType = useWatch({ control, name: 'discount_type' });
  const shell = useAdminSaveForm(form, useSaveCoupon(coupon), {
    fields: COUPON_SERVER_FIELDS,
    fallback: 'Não foi possível salvar o cupom.',
    savedMessage: coupon ? 'Cupom salvo.' : 'Cupom criado.',
    leaveTo: spaRoutes.adminCoupons,
  });
  return (
    <>
      <AdminPageHeader
        title={coupon ? `Editar cupom ${coupon.code}` : 'Novo cupom'}
        back={{ to: spaRoutes.adminCoupons, label: 'Cupons' }}
      />
      <FormShell {...shell} submitLabel="Salvar cupom" cancelTo={spaRoutes.adminCoupons}>
        <Controller
          control={control}
          name="code"
          render={({ field, fieldState }) => (
            <TextField
              id="cupom-codigo"
              label="Código"
              required
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? 'Letras, números, - ou _; o professor digita no checkout.'
              }
            />
          )}
        />
        <SelectField control={control} name="discount_type" id="cupom-tipo" label="Tipo de desconto">
          <MenuItem value="percentage">Percentual (%)</MenuItem>
          <MenuItem value="flat">Valor fixo (R$)</MenuItem>
        </SelectField>
        {discountType === 'flat' ? (
          <PriceField control={control} name="discount_value" id="cupom-valor" label="Desconto (R$)" />
        ) : (
          <DigitsField
            control={control}
            name="discount_value"
            id="cupom-valor"
            label="Desconto (%)"
            required
          />
        )}
        <DigitsField
          control={control}
          name="cycles"
          id="cupom-ciclos"
          label="Ciclos de cobrança"
          helperText="1 = só a primeira cobrança; vazio = todas as cobranças."
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DayField control={control} name="valid_from" id="cupom-inicio" label="Válido a partir de" />
          <DayField control={control} name="valid_until" id="cupom-fim" label="Válido até" />
        </Stack>
        <DigitsField
          control={control}
          name="max_redemptions"
          id="cupom-limite"
          label="Limite de usos"
          helperText="Vazio = sem limite."
        />
        <PlansLoadError plans={plans} />
        <Controller
          control={control}
          name="plans"
          render={({ field }) => (
            <FormGroup>
              <FormLabel component="legend">Planos em que vale (nenhum marcado = todos)</FormLabel>
              {(plans.data ?? []).map((p) => (
                <FormControlLabel
                  key={p.id}
                  label={p.name}
                  control={
                    <Checkbox
                      checked={field.value.includes(p.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, p.id]
                            : field.value.filter((id) => id !== p.id),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        />
        <SwitchField control={control} name="is_active" label="Ativo" />
      </FormShell>
    </>
  );
}

/** A calendar day (YYYY-MM-DD, or '' for none) picked with the shared date picker. */
function DayField({
  control,
  name,
  id,
  label,
}: {
  control: Control<CouponFormInput, unknown, CouponFormOutput>;
  name: 'valid_from' | 'valid_until';
  id: string;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LazyDatePicker
          label={label}
          value={field.value ? dayjs(field.value) : null}
          onChange={(day) => field.onChange(day && day.isValid() ? day.format('YYYY-MM-DD') : '')}
          inputRef={field.ref}
          slotProps={{
            textField: {
              id,
              onBlur: field.onBlur,
              error: Boolean(fieldState.error),
              helperText: fieldState.error?.message,
              fullWidth: true,
            },
            field: { clearable: true },
          }}
        />
      )}
    />
  );
}
