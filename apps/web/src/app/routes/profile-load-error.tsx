import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** The profile could not be loaded: say so, with a retry. */
export function ProfileLoadError({ onRetry, sx }: { onRetry: () => void; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      Não foi possível carregar seus dados.
    </Alert>
  );
}
