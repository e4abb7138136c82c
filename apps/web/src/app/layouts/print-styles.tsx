import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * On paper a screen is its content only: no app bar, navigation, banners, toasts or buttons (marked
 * `no-print`, and every button), full width, and `print-break` starts a new sheet (one lesson a
 * page); headings are kept with what follows them.
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
        // Paper has nothing to click; a heading stays with what follows it; no two-line scraps.
        'button, .MuiButton-root, .MuiIconButton-root, .MuiToggleButton-root': { display: 'none !important' },
        'h1, h2, h3, h4, h5, h6': { breakAfter: 'avoid', breakInside: 'avoid' },
        'p, li': { orphans: 3, widows: 3 },
        'img, figure, table, iframe': { breakInside: 'avoid' },
        '.MuiPaper-root': { boxShadow: 'none !important' },
        'a[href]': { color: 'inherit', textDecoration: 'none' },
      },
    }}
  />
);
