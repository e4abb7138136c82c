import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { uiText } from '@/lib/ui-text';

/**
 * Toast backgrounds. notistack's default green, orange and light blue fail the 4.5:1 contrast that
 * white text needs; these darker shades of the theme colours pass it.
 */
export const toastColors = {
  default: '#313131',
  success: '#2e7d32',
  error: '#B00020',
  warning: '#8a4600',
  info: '#1565c0',
} as const;

export type ToastVariant = keyof typeof toastColors;

/**
 * Bottom centre, where notistack puts its toasts. `raised` sits a bar higher, above the new-version
 * notice that holds the bottom after a deploy.
 */
export function ToastArea({ children, raised = false }: { children: ReactNode; raised?: boolean }) {
  return (
    <Box
      className="no-print"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: raised ? { xs: 64, sm: 76 } : { xs: 8, sm: 20 },
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'calc(100% - 16px)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
      }}
    >
      {children}
    </Box>
  );
}

/** A toast drawn without notistack (which is loaded with the first toast, lib/toast.ts). */
export function ToastBar({
  children,
  variant = 'default',
  role = 'status',
  action,
  onClose,
}: {
  children: ReactNode;
  variant?: ToastVariant;
  role?: 'status' | 'alert';
  action?: ReactNode;
  onClose: () => void;
}) {
  return (
    <Paper
      role={role}
      elevation={6}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        pl: 2,
        pr: 1,
        bgcolor: toastColors[variant],
        color: '#fff',
      }}
    >
      <Typography variant="body2" component="div" sx={{ flexGrow: 1, mr: 1 }}>
        {children}
      </Typography>
      {action}
      <IconButton aria-label={uiText.close} color="inherit" size="small" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
