import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * What MUI's ThemeProvider renders for a theme without `cssVariables` (its ThemeProviderNoVars, not
 * exported). Through MUI's own, every page would also load its CSS-variables provider (colour schemes
 * kept in localStorage, ~3 KB brotli) that such a theme never uses.
 */
const plainTheme = { ...theme, vars: null };

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider themeId={THEME_ID} theme={plainTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
