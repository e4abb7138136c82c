/**
 * Brazilian money, numbers and dates (PRODUCT "Language"): R$ 1.234,56, dd/mm/aaaa, in São Paulo's time
 * zone. One module for the web's screens and the API's e-mails, PDFs and reports.
 */
export const TIME_ZONE = 'America/Sao_Paulo';

/**
 * A formatter made on its first use: building one costs a phone's CPU a few milliseconds (the first
 * of a locale, ~13 ms on a 4× slowed CPU, loads its data), and a page that formats no number or date
 * should not pay for them while it starts. Never build an Intl formatter at a module's top level.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const money = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const integer = onFirstUse(() => new Intl.NumberFormat('pt-BR'));
const percent = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }),
);
const dayMonthTime = {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
} as const;
const date = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);
const dateTime = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { ...dayMonthTime, year: 'numeric' }));
// The weekday helps a child read a due date.
const weekdayDateTime = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { ...dayMonthTime, weekday: 'short' }),
);
const dayMonth = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit' }),
);
const oneDecimal = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const points = onFirstUse(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }));
const calendarDay = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }));

/** 123456 → "R$ 1.234,56" (Intl puts a no-break space after "R$"); "—" when absent. */
export const formatMoney = (cents: number | null | undefined) =>
  cents == null ? '—' : money().format(cents / 100);
/**
 * 1234567 → "1.234.567". A whole number is grouped by hand: most screens only count things, and a
 * page's first Intl formatter loads the locale's data (~20 ms on a phone).
 */
export const formatInteger = (n: number) =>
  Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.') : integer().format(n);
/**
 * 8.5 → "8,5", 10 → "10,0". Grades and averages (0 up to 999) are written by hand, rounded as Intl
 * rounds (the shortest decimal that names the number, half away from zero), for the reason
 * formatInteger gives; anything else goes through Intl.
 */
export function formatOneDecimal(n: number): string {
  const digits = n >= 0 && n < 999 ? String(n) : '';
  if (!/^\d+(\.\d+)?$/.test(digits)) return oneDecimal().format(n);
  const [whole = '0', fraction = ''] = digits.split('.');
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? '0') + ((fraction[1] ?? '0') >= '5' ? 1 : 0);
  return `${Math.floor(tenths / 10)},${tenths % 10}`;
}
/** Points of a question or a quiz: 2 → "2", 1.5 → "1,5", 0.25 → "0,25". */
export const formatPoints = (n: number) => points().format(n);
/** 0.125 → "12,5%". */
export const formatPercent = (ratio: number) => percent().format(ratio);

/**
 * São Paulo has kept UTC−3 all year since its last daylight-saving period ended at midnight on
 * 17 February 2019 (Decree 9.772/2019). From then on its wall clock is worked out here, by hand: a
 * page's first Intl formatter loads the locale's data (~25 ms on a laptop, ~100 ms on a phone, in
 * one go), and most screens only show dates. Earlier instants go through Intl and its time-zone rules.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;
const WEEKDAYS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];

interface WallClock {
  year: string;
  month: string;
  day: string;
  time: string;
  weekday: string;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The instant on São Paulo's wall clock, or null before its offset was fixed (Intl knows that past). */
function saoPauloClock(value: Date): WallClock | null {
  if (!(value.getTime() >= FIXED_OFFSET_SINCE)) return null;
  const wall = new Date(value.getTime() + SAO_PAULO_OFFSET_MS);
  return {
    year: String(wall.getUTCFullYear()).padStart(4, '0'),
    month: twoDigits(wall.getUTCMonth() + 1),
    day: twoDigits(wall.getUTCDate()),
    time: `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`,
    weekday: WEEKDAYS[wall.getUTCDay()]!,
  };
}

function validDate(iso: Date | string | null | undefined) {
  if (!iso) return null;
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? null : value;
}

/** An instant (ISO text or Date) as the calendar day in São Paulo, "dd/mm/aaaa"; "—" when absent or invalid. */
export function formatDate(iso: Date | string | null | undefined): string {
  const value = validDate(iso);
  if (!value) return '—';
  const clock = saoPauloClock(value);
  return clock ? `${clock.day}/${clock.month}/${clock.year}` : date().format(value);
}

/** "dd/mm/aaaa hh:mm" in São Paulo; "—" when absent or invalid. */
export function formatDateTime(iso: Date | string | null | undefined): string {
  const value = validDate(iso);
  if (!value) return '—';
  const clock = saoPauloClock(value);
  return clock
    ? `${clock.day}/${clock.month}/${clock.year} ${clock.time}`
    : dateTime().format(value).replace(',', '');
}

/** "dom., 01/03, 12:30" in São Paulo; "—" when absent or invalid. */
export function formatWeekdayDateTime(iso: Date | string | null | undefined): string {
  const value = validDate(iso);
  if (!value) return '—';
  const clock = saoPauloClock(value);
  return clock
    ? `${clock.weekday}, ${clock.day}/${clock.month}, ${clock.time}`
    : weekdayDateTime().format(value);
}

/** "dd/mm" in São Paulo; "—" when absent or invalid. */
export function formatDayMonth(iso: Date | string | null | undefined): string {
  const value = validDate(iso);
  if (!value) return '—';
  const clock = saoPauloClock(value);
  return clock ? `${clock.day}/${clock.month}` : dayMonth().format(value);
}

/** "2026-03-05" (a calendar day) → "05/03/2026", without time-zone shifts. */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];
/** "2026-02" → "Fevereiro de 2026" (the diary's month headings, on screen and in the PDF). */
export const formatMonthLong = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
/** "2026-03" → "mar/2026". */
export const formatMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]}/${month.slice(0, 4)}`;

/** The calendar day in São Paulo as YYYY-MM-DD, `offsetDays` from today. */
export function isoDay(offsetDays = 0, now = Date.now()) {
  const value = new Date(now + offsetDays * 86_400_000);
  const clock = saoPauloClock(value);
  return clock ? `${clock.year}-${clock.month}-${clock.day}` : calendarDay().format(value);
}

/** The current year in São Paulo (on 31 December at 22:00 there it is still that year). */
export const currentYear = (now = Date.now()) => Number(isoDay(0, now).slice(0, 4));
