import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/Print';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { uiText } from '@/lib/ui-text';

const PRINT_CLASS = 'aula-print-dialog';

/**
 * On paper only the dialog's content is printed: the app behind it, the backdrop, the toolbar and
 * any toast disappear, and the dialog flows as a normal page so long lists continue on the next sheet.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '10mm' },
        'html, body': {
          background: '#fff !important',
          overflow: 'visible !important',
          height: 'auto !important',
          paddingRight: '0 !important',
        },
        '#root, .notistack-SnackbarContainer': { display: 'none !important' },
        [`.MuiModal-root:not(.${PRINT_CLASS})`]: { display: 'none !important' },
        [`.${PRINT_CLASS}`]: { position: 'static !important' },
        [`.${PRINT_CLASS} .MuiBackdrop-root, .no-print`]: { display: 'none !important' },
        [`.${PRINT_CLASS} .MuiDialog-container`]: { display: 'block !important', height: 'auto !important' },
        [`.${PRINT_CLASS} .MuiDialog-paper`]: {
          position: 'static !important',
          height: 'auto !important',
          maxHeight: 'none !important',
          overflow: 'visible !important',
          boxShadow: 'none !important',
        },
        [`.${PRINT_CLASS} .print-page`]: { padding: '0 !important', maxWidth: 'none !important' },
      },
    }}
  />
);

/** A full-screen preview of something to print (login cards, passwords) with "Imprimir" and "Fechar". */
export function PrintDialog({
  open,
  title,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra buttons next to "Imprimir" (e.g. copy to the clipboard). */
  actions?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId} className={PRINT_CLASS}>
      {open && printStyles}
      <AppBar position="sticky" color="default" elevation={1} className="no-print">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          <IconButton edge="start" onClick={onClose} aria-label={uiText.close}>
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 160 }}>
            {title}
          </Typography>
          {actions}
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Imprimir
          </Button>
        </Toolbar>
      </AppBar>
      <Box className="print-page" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 1000, mx: 'auto', width: '100%' }}>
        {children}
      </Box>
    </Dialog>
  );
}
