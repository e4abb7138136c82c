import { productInputSchema, spaRoutes } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { checkedBy } from '../lib/checked-by';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateProduct } from '../api/catalogue';
import { reaisText } from '../lib/price';
import { FormShell } from './form-shell';
import { PriceField } from './price-field';
import { SwitchField } from './switch-field';
import { PageHeader } from './ui';

/** The inputs as typed, checked by the same contract the server applies. */
const productFormSchema = z
  .object({ name: z.string(), description: z.string(), price_cents: reaisText, is_active: z.boolean() })
  .transform(checkedBy(productInputSchema));
type ProductFormInput = z.input<typeof productFormSchema>;
type ProductFormOutput = z.output<typeof productFormSchema>;
const SERVER_FIELDS = ['name', 'description', 'price_cents', 'is_active'] as const;

/** /admin-dashboard/payment/products/new */
export function ProductNewPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<
    ProductFormInput,
    unknown,
    ProductFormOutput
  >({
    resolver: zodResolver(productFormSchema),
    defaultValues: { name: '', description: '', price_cents: '', is_active: true },
  });
  const { errors } = formState;
  const save = useCreateProduct();
  const submit = handleSubmit((body) => {
    setFormError(null);
    save.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar('Produto criado.', { variant: 'success' });
        navigate(spaRoutes.adminProducts);
      },
      onError: (error) =>
        setFormError(applyServerErrors(error, setError, SERVER_FIELDS, 'Não foi possível salvar.')),
    });
  });
  return (
    <>
      <PageHeader title="Novo produto" back={{ to: spaRoutes.adminProducts, label: 'Produtos' }} />
      <FormShell
        submitLabel="Salvar produto"
        cancelTo={spaRoutes.adminProducts}
        pending={save.isPending}
        error={formError}
        onSubmit={submit}
      >
        <TextField
          {...register('name')}
          id="produto-nome"
          label="Nome"
          required
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <TextField
          {...register('description')}
          id="produto-descricao"
          label="Descrição"
          multiline
          minRows={2}
          error={Boolean(errors.description)}
          helperText={errors.description?.message}
        />
        <PriceField control={control} name="price_cents" id="produto-preco" example="49,90" />
        <SwitchField control={control} name="is_active" label="À venda" />
      </FormShell>
    </>
  );
}
