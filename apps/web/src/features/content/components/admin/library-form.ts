import { collectionInputSchema } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { useSnackbar } from '@/lib/toast';
import type { ItemDialog } from './library-dialogs';

/**
 * The position input is text, counted from 1 like every position people see (the API counts from 0):
 * empty leaves it to the server (the end of the list on create, as it was on edit); otherwise the
 * contracts' rule for a position applies.
 */
export const positionText = z
  .string()
  .trim()
  .regex(/^(|0*[1-9]\d{0,8})$/, 'Use um número inteiro a partir de 1.')
  .transform((value) => (value === '' ? undefined : Number(value) - 1))
  .pipe(collectionInputSchema.shape.position);

export const positionValue = (item: { position: number } | null) => (item ? String(item.position + 1) : '');

/** What a create/edit dialog says, e.g. "Nova coleção", "Criar coleção", "Coleção criada.". */
export interface EditorTexts {
  newTitle: string;
  editTitle: string;
  create: string;
  save: string;
  created: string;
  saved: string;
  failed: string;
}

interface Saver<Body> {
  mutateAsync: (body: Body) => Promise<unknown>;
}

/**
 * A library create/edit dialog's form: the contracts' schema checks it before sending, the API's 400
 * body (`{field: [messages]}`) lands under the matching inputs and anything else above the form; a
 * save says so in a toast and closes. Returns the form and the props for `LibraryFormDialog`.
 */
export function useLibraryEditor<Item extends { id: number }, Input extends FieldValues, Output>({
  dialog,
  resource,
  schema,
  defaultValues,
  serverFields,
  texts,
}: {
  dialog: ItemDialog<Item>;
  resource: {
    useCreate: () => Saver<Output>;
    useUpdate: () => Saver<{ id: number; body: Output }>;
  };
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  serverFields: readonly Path<Input>[];
  texts: EditorTexts;
}) {
  const item = dialog.item;
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (item) await update.mutateAsync({ id: item.id, body: values });
      else await create.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, serverFields, texts.failed));
      return;
    }
    enqueueSnackbar(item ? texts.saved : texts.created, { variant: 'success' });
    dialog.close();
  });
  return {
    form,
    dialogProps: {
      open: dialog.open,
      title: item ? texts.editTitle : texts.newTitle,
      submitLabel: item ? texts.save : texts.create,
      submitting: form.formState.isSubmitting,
      dirty: form.formState.isDirty,
      error: formError,
      onSubmit,
      onClose: dialog.close,
    },
  };
}
