import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useWarnBeforeUnload } from '@/lib/use-warn-before-unload';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's blocker,
 * closing or reloading the tab through the browser's own prompt. Changes of the query string alone
 * (e.g. switching tabs inside the same screen) are not blocked unless `blockSearchChanges`.
 */
export function useUnsavedChanges(dirty: boolean, blockSearchChanges = false) {
  // Set right before navigating away after a successful save, when the form may still look dirty.
  const allowed = useRef(false);
  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (blockSearchChanges && currentLocation.search !== nextLocation.search)),
  );
  useWarnBeforeUnload(dirty);

  const dialog = (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="sair-sem-salvar-titulo"
      aria-describedby="sair-sem-salvar-texto"
      maxWidth="xs"
    >
      <DialogTitle id="sair-sem-salvar-titulo">Sair sem salvar?</DialogTitle>
      <DialogContent>
        <DialogContentText id="sair-sem-salvar-texto">
          Você tem alterações que ainda não foram salvas. Se sair agora, elas serão perdidas.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Continuar editando
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Sair sem salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { dialog, allowNextNavigation };
}
