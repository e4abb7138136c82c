import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/form-error';

/** An admin create/edit form: its fields, the general error, "Salvar …" and "Cancelar". */
export function FormShell({
  onSubmit,
  children,
  error,
  pending,
  submitLabel,
  cancelTo,
  maxWidth = 640,
}: {
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
  /** What the server said that no field explains. */
  error: string | null;
  pending: boolean;
  submitLabel: string;
  cancelTo: string;
  maxWidth?: number;
}) {
  const navigate = useNavigate();
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => void onSubmit(event)}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth }}
    >
      <Stack spacing={2.5}>
        {children}
        <FormError message={error} />
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
