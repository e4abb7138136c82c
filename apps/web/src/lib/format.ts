// Owned by packages/contracts, which the API's e-mails, PDFs and reports share.
export {
  currentYear,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatInteger,
  formatMoney,
  formatMonth,
  formatOneDecimal,
  formatPercent,
  formatWeekdayDateTime,
  isoDay,
} from '@aula/contracts';
