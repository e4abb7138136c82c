import Button from '@mui/material/Button';
import { ToastArea, ToastBar } from '@/components/toast-bar';
import { applyUpdate } from '@/lib/service-worker';

/**
 * Offers a reload instead of forcing one mid-task. Drawn like a toast but not through notistack,
 * which is loaded with the first toast (lib/toast.ts): after a deploy the chunk this tab would load
 * it from is gone, and this is the one message that shows exactly then. "Atualizar" hands over to
 * the waiting service worker, whose takeover reloads every open tab (lib/service-worker.ts).
 */
export function NewBuildNotice({ onClose }: { onClose: () => void }) {
  return (
    <ToastArea at="bottom">
      <ToastBar
        role="alert"
        onClose={onClose}
        action={
          <Button color="secondary" variant="contained" size="small" onClick={applyUpdate}>
            Atualizar
          </Button>
        }
      >
        Nova versão disponível —
      </ToastBar>
    </ToastArea>
  );
}
