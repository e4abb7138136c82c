import { describe, expect, it } from 'vitest';
import {
  formatInteger,
  currentYear,
  formatDate,
  formatDayMonth,
  formatDateTime,
  formatDay,
  formatMoney,
  formatMonth,
  formatOneDecimal,
  formatPercent,
  formatWeekdayDateTime,
  isoDay,
} from './format';

// Intl separates "R$" from the amount with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney', () => {
  it('writes cents as Brazilian reais', () => {
    expect(formatMoney(123456)).toBe(nbsp('R$ 1.234,56'));
    expect(formatMoney(2990)).toBe(nbsp('R$ 29,90'));
    expect(formatMoney(0)).toBe(nbsp('R$ 0,00'));
    expect(formatMoney(5)).toBe(nbsp('R$ 0,05'));
    expect(formatMoney(123456789)).toBe(nbsp('R$ 1.234.567,89'));
  });

  it('keeps the sign of a credit and shows a dash when there is no amount', () => {
    expect(formatMoney(-299)).toBe(nbsp('-R$ 2,99'));
    expect(formatMoney(null)).toBe('—');
  });
});

describe('dates', () => {
  it('shows dd/mm/aaaa, with the time when asked', () => {
    expect(formatDate('2026-03-15T15:00:00.000Z')).toBe('15/03/2026');
    expect(formatDateTime('2026-03-01T15:30:00Z')).toBe('01/03/2026 12:30');
  });

  it('uses the calendar day in São Paulo, not in UTC', () => {
    // 02:00 UTC on 1 March is still 23:00 on 28 February in São Paulo (UTC−3).
    expect(formatDate('2026-03-01T02:00:00.000Z')).toBe('28/02/2026');
    expect(formatDate('2026-12-31T23:30:00-03:00')).toBe('31/12/2026');
    expect(isoDay(0, Date.parse('2026-03-01T02:00:00.000Z'))).toBe('2026-02-28');
    expect(isoDay(-1, Date.parse('2026-03-01T02:00:00.000Z'))).toBe('2026-02-27');
  });

  it('takes a Date as well as ISO text (the API formats database values)', () => {
    expect(formatDate(new Date('2026-03-01T02:00:00.000Z'))).toBe('28/02/2026');
    expect(formatDateTime(new Date('2026-03-01T15:30:00Z'))).toBe('01/03/2026 12:30');
    expect(formatDate(new Date(Number.NaN))).toBe('—');
  });

  it('shows the weekday, or only day and month, when asked', () => {
    expect(formatWeekdayDateTime('2026-03-01T15:30:00Z')).toBe('dom., 01/03, 12:30');
    expect(formatDayMonth('2026-03-01T02:00:00.000Z')).toBe('28/02');
  });

  it("takes the year from São Paulo's calendar", () => {
    expect(currentYear(Date.parse('2027-01-01T02:00:00.000Z'))).toBe(2026);
    expect(currentYear(Date.parse('2027-01-01T03:00:00.000Z'))).toBe(2027);
  });

  it('shows a dash for a missing or broken date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('não é data')).toBe('—');
    expect(formatDateTime('não é data')).toBe('—');
    expect(formatWeekdayDateTime(null)).toBe('—');
    expect(formatDayMonth('não é data')).toBe('—');
  });

  it("reads São Paulo's clock as Intl and the time-zone database do, since 2019 and before", () => {
    const intl = (options: Intl.DateTimeFormatOptions, locale = 'pt-BR') =>
      new Intl.DateTimeFormat(locale, { timeZone: 'America/Sao_Paulo', ...options });
    const dayMonthTime = { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' } as const;
    const date = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
    const dateTime = intl({ ...dayMonthTime, year: 'numeric' });
    const weekday = intl({ ...dayMonthTime, weekday: 'short' });
    const dayMonth = intl({ day: '2-digit', month: '2-digit' });
    const calendarDay = intl({}, 'en-CA');
    // Every 7 h 13 min 17 s from the last summer time (2018–19) to 2032: every hour and weekday comes up.
    for (let at = Date.UTC(2018, 10, 1); at < Date.UTC(2032, 0, 1); at += 25_997_000) {
      const value = new Date(at);
      expect(formatDate(value)).toBe(date.format(value));
      expect(formatDateTime(value)).toBe(dateTime.format(value).replace(',', ''));
      expect(formatWeekdayDateTime(value)).toBe(weekday.format(value));
      expect(formatDayMonth(value)).toBe(dayMonth.format(value));
      expect(isoDay(0, at)).toBe(calendarDay.format(value));
    }
    // The last minute of summer time: 23:59 at UTC−2, an hour before the clock went back.
    expect(formatDateTime('2019-02-17T01:59:00Z')).toBe('16/02/2019 23:59');
    expect(formatDateTime('2019-02-17T02:00:00Z')).toBe('16/02/2019 23:00');
  });

  it('writes calendar days and months without time-zone shifts', () => {
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
    expect(formatMonth('2026-03')).toBe('mar/2026');
  });
});

describe('formatOneDecimal', () => {
  it('always writes one decimal place after a comma', () => {
    expect(formatOneDecimal(8.5)).toBe('8,5');
    expect(formatOneDecimal(10)).toBe('10,0');
  });

  it('rounds as Intl does, grades by hand and anything else through Intl', () => {
    const intl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const values = [
      0.05, 0.15, 0.25, 0.35, 1.005, 2.675, 9.95, 9.96, 998.95, 999, 1234.56, -0.04, -8.25, 1e-7,
    ];
    for (let hundredths = 0; hundredths <= 100_000; hundredths += 1) values.push(hundredths / 100);
    // Numbers with long fractions, as averages come: spread over 0–999 without a pattern in their digits.
    for (let i = 1; i <= 2_000; i += 1) values.push((i * 7919.137) % 999, (i * 0.7071067) % 10);
    for (const value of values) expect(formatOneDecimal(value), String(value)).toBe(intl.format(value));
  });
});

describe('formatPercent', () => {
  it('uses a decimal comma', () => {
    expect(formatPercent(0.125)).toBe(nbsp('12,5%'));
  });
});

describe('formatInteger', () => {
  it('groups whole numbers as Intl does for pt-BR, without asking it', () => {
    const intl = new Intl.NumberFormat('pt-BR');
    for (const n of [
      0,
      7,
      -7,
      999,
      1000,
      -1000,
      12345,
      999999,
      1234567,
      -9876543210,
      Number.MAX_SAFE_INTEGER,
    ]) {
      expect(formatInteger(n)).toBe(intl.format(n));
    }
    expect(formatInteger(1234.5)).toBe('1.234,5');
  });
});
