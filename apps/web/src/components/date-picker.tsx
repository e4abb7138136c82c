import 'dayjs/locale/pt-br';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker as MuiDatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import {
  DateTimePicker as MuiDateTimePicker,
  type DateTimePickerProps,
} from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';
import { TIME_ZONE } from '@aula/contracts';
import type { ReactNode } from 'react';
import { uiText } from '@/lib/ui-text';

dayjs.locale('pt-br');
// Date and time fields read and write Brasília time, as every date on screen is shown.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The calendar opens in a dialog unless there is a mouse and room for its popover. */
const DESKTOP_MODE = '@media (pointer: fine) and (min-width: 600px)';

/** dd/mm/aaaa placeholders and the labels the original left in English. */
const pickersLocaleText = {
  ...ptBR.components.MuiLocalizationProvider.defaultProps.localeText,
  cancelButtonLabel: uiText.cancel,
  todayButtonLabel: uiText.today,
  timePickerToolbarTitle: uiText.selectTime,
  datePickerToolbarTitle: uiText.selectDate,
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: (params: { contentType: string }) =>
    params.contentType === 'letter' ? 'mmmm' : 'mm',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'a'.repeat(params.digitAmount),
};

/**
 * The pickers in Brazilian Portuguese. Each brings its own LocalizationProvider so the pickers and
 * dayjs load only with the screens that show a date field, not with every page.
 */
function PtBrPickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br" localeText={pickersLocaleText}>
      {children}
    </LocalizationProvider>
  );
}

/**
 * The calendar's popover is drawn where the field is, not at the end of the page, and placed on the
 * screen (`fixed`) so no scrolling box clips it. In a dialog it is then inside the dialog's focus
 * trap: at the end of the page the two traps would each pull the focus back, for ever, in the
 * production build (build/preact-react.ts), where a focus does not travel from a portal to the
 * components around it as it does in React.
 */
const popperInPlace = { disablePortal: true, popperOptions: { strategy: 'fixed' as const } };

export function DatePicker(props: DatePickerProps) {
  return (
    <PtBrPickers>
      <MuiDatePicker
        desktopModeMediaQuery={DESKTOP_MODE}
        {...props}
        slotProps={{ ...props.slotProps, popper: popperInPlace }}
      />
    </PtBrPickers>
  );
}

export function DateTimePicker(props: DateTimePickerProps) {
  return (
    <PtBrPickers>
      <MuiDateTimePicker
        desktopModeMediaQuery={DESKTOP_MODE}
        timezone={TIME_ZONE}
        {...props}
        slotProps={{ ...props.slotProps, popper: popperInPlace }}
      />
    </PtBrPickers>
  );
}
