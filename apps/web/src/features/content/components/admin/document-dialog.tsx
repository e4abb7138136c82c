import { documentInputSchema, type ContentDocument, type StoredFile } from '@aula/contracts';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { adminDocuments } from '../../api/admin-library';
import { DocumentFileField } from './document-file-field';
import { LibraryFormDialog, PositionField, type ItemDialog } from './library-dialogs';
import { positionText, positionValue, useLibraryEditor } from './library-form';
import { fieldWithError } from '@/lib/form-errors';

/** The form keeps the whole uploaded file (to show its name); the API takes its id. */
const formSchema = documentInputSchema.extend({
  position: positionText,
  file: z
    .custom<StoredFile | null>((value) => value !== null, { error: 'Envie o arquivo do documento.' })
    .transform((file) => file?.id ?? '')
    .pipe(documentInputSchema.shape.file),
});

/** Create or edit a document: title, description, its file and its place in the list. */
export function DocumentDialog({ dialog }: { dialog: ItemDialog<ContentDocument> }) {
  const document = dialog.item;
  const { form, dialogProps } = useLibraryEditor({
    dialog,
    resource: adminDocuments,
    schema: formSchema,
    defaultValues: {
      title: document?.title ?? '',
      description: document?.description ?? '',
      file: document?.file ?? null,
      position: positionValue(document),
    },
    serverFields: ['title', 'description', 'file', 'position'],
    texts: {
      newTitle: 'Novo documento',
      editTitle: 'Editar documento',
      create: 'Criar documento',
      save: 'Salvar documento',
      created: 'Documento criado.',
      saved: 'Documento salvo.',
      failed: 'Não foi possível salvar o documento.',
    },
  });
  const { register, control, getValues, setValue } = form;
  const { errors } = form.formState;
  return (
    <LibraryFormDialog {...dialogProps}>
      <TextField
        {...fieldWithError(
          register,
          errors,
          'title',
          document ? undefined : 'Em branco, recebe o nome do arquivo enviado.',
        )}
        label="Título do documento"
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        {...fieldWithError(
          register,
          errors,
          'description',
          'Opcional: o que o professor encontra no arquivo.',
        )}
        label="Descrição"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Controller
        control={control}
        name="file"
        render={({ field, fieldState }) => (
          <DocumentFileField
            value={field.value}
            error={fieldState.error?.message}
            onChange={(file) => {
              field.onChange(file);
              if (!getValues('title').trim()) {
                setValue('title', file.name.replace(/\.[^.]+$/, ''), { shouldValidate: true });
              }
            }}
          />
        )}
      />
      <PositionField
        registration={register('position')}
        error={errors.position?.message}
        editing={document !== null}
      />
    </LibraryFormDialog>
  );
}
