import Button from '@mui/material/Button';

/** The join flow's inputs: larger text for children typing on a phone. */
export const bigField = {
  '& .MuiInputBase-input': { fontSize: '1.125rem', py: 1.25 },
  '& .MuiInputLabel-root': { fontSize: '1.125rem' },
};

/** The join flow's main button, across the form, off while busy. */
export function BigSubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      fullWidth
      sx={{ py: 1.5, fontSize: '1.1rem' }}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
