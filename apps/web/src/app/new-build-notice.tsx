import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { uiText } from '@/lib/ui-text';

/**
 * Offers a reload instead of forcing one mid-task. Drawn like a toast but not through notistack,
 * which is loaded with the first toast (lib/toast.ts): after a deploy the chunk this tab would load
 * it from is gone, and this is the one message that shows exactly then.
 */
export function NewBuildNotice({ onClose }: { onClose: () => void }) {
  return (
    <Paper
      role="alert"
      className="no-print"
      elevation={6}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: { xs: 8, sm: 20 },
        left: '50%',
        transform: 'translateX(-50%)',
        maxWidth: 'calc(100% - 16px)',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        pl: 2,
        pr: 1,
        bgcolor: '#313131',
        color: '#fff',
      }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1, mr: 1 }}>
        Nova versão disponível
      </Typography>
      <Button color="secondary" variant="contained" size="small" onClick={() => window.location.reload()}>
        Atualizar
      </Button>
      <IconButton aria-label={uiText.close} color="inherit" size="small" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
