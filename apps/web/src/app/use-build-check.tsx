import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { SnackbarCloseButton } from '@/components/snackbar-close-button';
import { BUILD_ID } from '@/lib/build-id';
import { startBuildCheck } from '@/lib/build-check';

/** Hourly check for a newer deploy; offers a reload instead of forcing one mid-task. */
export function useBuildCheck(): void {
  const { enqueueSnackbar } = useSnackbar();

  useEffect(
    () =>
      startBuildCheck({
        currentBuildId: BUILD_ID,
        onNewBuild: () => {
          enqueueSnackbar('Nova versão disponível', {
            key: 'nova-versao',
            persist: true,
            preventDuplicate: true,
            action: (key) => (
              <>
                <Button
                  color="secondary"
                  variant="contained"
                  size="small"
                  onClick={() => window.location.reload()}
                >
                  Atualizar
                </Button>
                <SnackbarCloseButton snackbarKey={key} />
              </>
            ),
          });
        },
      }),
    [enqueueSnackbar],
  );
}
