import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { formatDateTime } from '@/lib/format';
import { getSavedAt, subscribeSavedAt } from '@/lib/offline/saved-copy';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);

/**
 * Shown while the device has no connection, or while the screen shows answers the service worker
 * saved earlier (then when they were saved). What is saved or sent meanwhile waits for the
 * connection, so the person is told that instead of watching a button say "Enviando…" with no end.
 */
export function OfflineNotice() {
  // Rendered at build time (prerender.tsx), a page is online and shows nothing saved.
  const online = useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
  const savedAt = useSyncExternalStore(subscribeSavedAt, getSavedAt, () => null);
  if (online && !savedAt) return null;
  return (
    <Box
      role="status"
      className="no-print"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 1,
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        mb: 2,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      <CloudOffOutlined aria-hidden="true" />
      {savedAt
        ? `Sem conexão — mostrando o que foi salvo em ${formatDateTime(savedAt)}.`
        : 'Sem internet. O que você salvar ou enviar agora segue sozinho quando a conexão voltar.'}
    </Box>
  );
}
