import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * On paper a screen is its content only: no app bar, navigation, banners, toasts or buttons (marked
 * `no-print`), full width, and `print-break` starts a new sheet (one lesson a page).
 */
export const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '15mm' },
        'body, #root': { background: '#fff !important' },
        '.no-print, .MuiAppBar-root, .MuiDrawer-root, .notistack-SnackbarContainer, #conteudo > .MuiToolbar-root':
          { display: 'none !important' },
        '#conteudo': { padding: '0 !important', width: '100% !important' },
        '.print-break': { breakBefore: 'page' },
        '.MuiPaper-root': { boxShadow: 'none !important' },
        'a[href]': { color: 'inherit', textDecoration: 'none' },
      },
    }}
  />
);
