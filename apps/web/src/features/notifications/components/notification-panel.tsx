import type { AppNotification } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { RowsSkeleton, LoadingSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatDateTime } from '@/lib/format';
import { useMarkRead, useNotifications } from '../api/notifications';

/** The bell's popover: the latest notifications, each a link to what it is about. */
export default function NotificationPanel({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  return (
    <Popover
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <NotificationList onDone={onClose} />
    </Popover>
  );
}

function NotificationList({ onDone }: { onDone: () => void }) {
  const list = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = list.data?.results.filter((n) => !n.read_at) ?? [];

  const openOne = (notification: AppNotification) => {
    if (!notification.read_at) markRead.mutate({ ids: [notification.id] });
    onDone();
    void navigate(notification.url);
  };

  return (
    <Box id="notificacoes" role="region" aria-labelledby="notificacoes-titulo">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id="notificacoes-titulo" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Notificações
        </Typography>
        {unread.length > 0 && (
          <Button size="small" onClick={() => markRead.mutate({ all: true })} disabled={markRead.isPending}>
            Marcar todas como lidas
          </Button>
        )}
      </Stack>
      <Divider />
      {list.isPending ? (
        <LoadingSkeleton label="Carregando as notificações…">
          <RowsSkeleton rows={3} height={56} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <Box sx={{ p: 2 }}>
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        </Box>
      ) : list.data.results.length === 0 ? (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>Nenhuma notificação por enquanto.</Typography>
      ) : (
        <List dense sx={{ maxHeight: 420, overflowY: 'auto', py: 0 }}>
          {list.data.results.map((n) => (
            <ListItemButton
              key={n.id}
              onClick={() => openOne(n)}
              sx={{ alignItems: 'flex-start', bgcolor: n.read_at ? undefined : 'action.hover' }}
            >
              <ListItemText
                primary={
                  <>
                    {!n.read_at && (
                      <Box component="span" sx={visuallyHidden}>
                        Não lida:{' '}
                      </Box>
                    )}
                    {n.title}
                  </>
                }
                secondary={formatDateTime(n.created_at)}
                slotProps={{
                  primary: { sx: { fontWeight: n.read_at ? 400 : 700, overflowWrap: 'anywhere' } },
                  secondary: { sx: { color: 'text.secondary' } },
                }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
