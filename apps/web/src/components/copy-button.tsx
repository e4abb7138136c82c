import ContentCopy from '@mui/icons-material/ContentCopy';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useSnackbar } from '@/lib/toast';

/** Copies a text to the clipboard and says so in a toast. */
export function CopyButton({
  text,
  label = 'Copiar',
  done = 'Copiado.',
  ...props
}: { text: string; label?: string; done?: string } & Omit<ButtonProps, 'onClick'>) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      startIcon={<ContentCopy />}
      {...props}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => enqueueSnackbar(done, { variant: 'success' }),
          () =>
            enqueueSnackbar('Não foi possível copiar. Selecione o texto e copie manualmente.', {
              variant: 'error',
            }),
        );
      }}
    >
      {label}
    </Button>
  );
}
