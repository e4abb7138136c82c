import { productInputSchema, spaRoutes } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { checkedBy } from '../lib/checked-by';
import { useCreateProduct } from '../api/catalogue';
import { reaisText } from '../lib/price';
import { NameDescriptionFields } from './name-description-fields';
import { PriceField } from './price-field';
import { SwitchField } from './switch-field';
import { useAdminSaveForm } from './use-admin-save-form';
import { FormShell } from '@/components/admin-kit/form-shell';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';

/** The inputs as typed, checked by the same contract the server applies. */
const productFormSchema = z
  .object({
    // Checked as typed, so its message shows with the price's (the contract's runs after it).
    name: productInputSchema.shape.name,
    description: z.string(),
    price_cents: reaisText,
    is_active: z.boolean(),
  })
  .transform(checkedBy(productInputSchema));
type ProductFormInput = z.input<typeof productFormSchema>;
type ProductFormOutput = z.output<typeof productFormSchema>;
const SERVER_FIELDS = ['name', 'description', 'price_cents', 'is_active'] as const;

/** /admin-dashboard/payment/products/new */
export function ProductNewPage() {
  const form = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: { name: '', description: '', price_cents: '', is_active: true },
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const shell = useAdminSaveForm(form, useCreateProduct(), {
    fields: SERVER_FIELDS,
    fallback: 'Não foi possível salvar.',
    savedMessage: 'Produto criado.',
    leaveTo: spaRoutes.adminProducts,
  });
  return (
    <>
      <AdminPageHeader title="Novo produto" back={{ to: spaRoutes.adminProducts, label: 'Produtos' }} />
      <FormShell {...shell} submitLabel="Salvar produto" cancelTo={spaRoutes.adminProducts}>
        <NameDescriptionFields
          idPrefix="produto"
          name={register('name')}
          description={register('description')}
          errors={errors}
        />
        <PriceField control={control} name="price_cents" id="produto-preco" example="49,90" />
        <SwitchField control={control} name="is_active" label="À venda" />
      </FormShell>
    </>
  );
}
