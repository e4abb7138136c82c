import Alert, { type AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** An alert whose button sits at the right on wide screens and under the text on phones. */
export function AlertWithAction({
  action,
  children,
  ...props
}: Omit<AlertProps, 'action'> & { action?: ReactNode }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (!action) return <Alert {...props}>{children}</Alert>;
  return phone ? (
    <Alert {...props}>
      {children}
      <Box sx={{ mt: 1 }}>{action}</Box>
    </Alert>
  ) : (
    <Alert {...props} action={action} sx={{ alignItems: 'center', ...props.sx }}>
      {children}
    </Alert>
  );
}
