import 'dayjs/locale/pt-br';
import dayjs from 'dayjs';
import { ptBR } from '@mui/x-date-pickers/locales';
import { uiText } from '@/lib/ui-text';

dayjs.locale('pt-br');

export const DAYJS_LOCALE = 'pt-br';

/** dd/mm/aaaa placeholders and the labels the original left in English. */
export const pickersLocaleText = {
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
