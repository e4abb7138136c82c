// Owned by packages/contracts, which the API's e-mails, PDFs and reports share.
export {
  formatDate,
  formatDateTime,
  formatDay,
  formatInteger,
  formatMoney,
  formatMonth,
  formatPercent,
  isoDay,
  TIME_ZONE,
} from '@aula/contracts';
