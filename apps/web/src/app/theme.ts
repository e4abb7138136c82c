import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import type { Dayjs } from 'dayjs';
import type {} from '@mui/x-date-pickers/themeAugmentation';

// Whoever asks their system for less motion gets none: dialogs, menus and toasts appear at once.
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const noMotion = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export const theme = createTheme(
  {
    ...(reducedMotion ? { transitions: noMotion } : {}),
    palette: {
      mode: 'light',
      primary: { main: '#194fff' },
      secondary: { main: '#00c6e0' },
      error: { main: '#B00020' },
      info: { main: '#2196F3' },
      success: { main: '#4CAF50' },
      warning: { main: '#FB8C00' },
      background: { default: '#fff', paper: '#fff' },
    },
    typography: {
      fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
      MuiTextField: { defaultProps: { variant: 'standard' } },
      MuiSelect: { defaultProps: { variant: 'standard' } },
      MuiFormControl: { defaultProps: { variant: 'standard' } },
      MuiPickersTextField: { defaultProps: { variant: 'standard' } },
      // D S T Q Q S S, as Brazilian calendars print the week; the default would show "D 2 3 4 5 6 S".
      MuiDateCalendar: {
        defaultProps: { dayOfWeekFormatter: (date) => (date as Dayjs).format('ddd').charAt(0).toUpperCase() },
      },
    },
  },
  ptBR,
);
