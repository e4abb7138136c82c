import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { plural } from '@/lib/plural';
import { useUnreadCount } from '../api/notifications';

/** The list is loaded on the first click: every screen of both areas shows the bell. */
const NotificationPanel = lazy(() => import('./notification-panel'));

/** The bell in the app bar: how many are unread, and the latest ones, each a link to what it is about. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  // The name holds the badge's visible text ("99+" past 99), and an empty badge renders no "0".
  const label = count
    ? `Notificações: ${count > 99 ? '99+ não lidas' : plural(count, 'não lida', 'não lidas')}`
    : 'Notificações';

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? 'notificacoes' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ mr: 0.5 }}
      >
        <Badge badgeContent={count || undefined} color="error" max={99}>
          <NotificationsNone />
        </Badge>
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
