import Button from '@mui/material/Button';
import { FormError } from '@/components/form-error';
import type { FormSize } from '../form-size';

/** The end of an account form: what went wrong, then its button ("Salvando…" while saving). */
export function AccountFormFooter({
  error,
  pending,
  label,
  size,
}: {
  error: string | null;
  pending: boolean;
  label: string;
  size: FormSize;
}) {
  return (
    <>
      <FormError message={error} />
      <div>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending}
          fullWidth={size === 'large'}
          // At least 48 px for students: comfortable for small fingers.
          sx={size === 'large' ? { minHeight: 48, fontSize: '1.05rem' } : undefined}
        >
          {pending ? 'Salvando…' : label}
        </Button>
      </div>
    </>
  );
}
