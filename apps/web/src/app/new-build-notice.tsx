import Button from '@mui/material/Button';
import { ToastArea, ToastBar } from '@/components/toast-bar';

/**
 * Offers a reload instead of forcing one mid-task. Drawn like a toast but not through notistack,
 * which is loaded with the first toast (lib/toast.ts): after a deploy the chunk this tab would load
 * it from is gone, and this is the one message that shows exactly then.
 */
export function NewBuildNotice({ onClose }: { onClose: () => void }) {
  return (
    <ToastArea at="bottom">
      <ToastBar
        role="alert"
        onClose={onClose}
        action={
          <Button color="secondary" variant="contained" size="small" onClick={() => window.location.reload()}>
            Atualizar
          </Button>
        }
      >
        Nova versão disponível
      </ToastBar>
    </ToastArea>
  );
}
