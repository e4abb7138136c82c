import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Error = { message?: string } | undefined;

/** The "Nome" (required) and "Descrição" inputs of an admin form, registered by the caller. */
export function NameDescriptionFields({
  idPrefix,
  name,
  description,
  errors,
}: {
  /** `plano` gives the ids `plano-nome` and `plano-descricao`. */
  idPrefix: string;
  name: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  errors: { name?: Error; description?: Error };
}) {
  return (
    <>
      <TextField
        {...name}
        id={`${idPrefix}-nome`}
        label="Nome"
        required
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      <TextField
        {...description}
        id={`${idPrefix}-descricao`}
        label="Descrição"
        multiline
        minRows={2}
        error={Boolean(errors.description)}
        helperText={errors.description?.message}
      />
    </>
  );
}
