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

/** Where toasts sit from the top: just below the app bar (56 px on phones, 64 px wider). */
export const TOAST_TOP = { xs: 64, sm: 72 } as const;

/**
 * Toasts go top-right, below the app bar, as notistack places them (components/toaster-host.tsx);
 * the new-version notice, which stays until answered, holds the bottom centre.
 */
export function ToastArea({ children, at }: { children: ReactNode; at: 'top-right' | 'bottom' }) {
  const place =
    at === 'top-right'
      ? { top: TOAST_TOP, right: { xs: 8, sm: 20 }, alignItems: 'flex-end' }
      : { bottom: { xs: 8, sm: 20 }, left: '50%', transform: 'translateX(-50%)', alignItems: 'center' };
  return (
    <Box
      className="no-print"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        ...place,
        width: 'max-content',
        maxWidth: 'calc(100% - 16px)',
        display: 'flex',
        flexDirection: 'column',
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
