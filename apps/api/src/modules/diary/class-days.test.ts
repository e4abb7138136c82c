import { describe, expect, it } from 'vitest';
import { weekdayOf, type SchoolCalendar } from '@aula/contracts';
import { classDays, monthOf } from './class-days';

const calendar: SchoolCalendar = {
  period_kind: 'bimestre',
  periods: [
    { index: 1, name: '1º bimestre', start: '2026-02-02', end: '2026-04-17' },
    { index: 2, name: '2º bimestre', start: '2026-04-27', end: '2026-07-03' },
  ],
  non_school_days: [
    { date: '2026-02-16', name: 'Carnaval', kind: 'feriado' },
    { date: '2026-02-17', name: 'Carnaval', kind: 'feriado' },
  ],
};

describe('class days', () => {
  it('numbers weekdays from Monday', () => {
    expect(weekdayOf('2026-02-16')).toBe(1);
    expect(weekdayOf('2026-02-21')).toBe(6);
    expect(weekdayOf('2026-02-22')).toBe(7);
  });

  it('lists the schedule’s weekdays inside the periods, Carnaval marked', () => {
    const days = classDays(
      calendar,
      new Map([
        [1, 2],
        [3, 1],
      ]),
      '2026-02-09',
      '2026-02-22',
    );
    expect(days).toEqual([
      { date: '2026-02-09', aulas: 2, periodIndex: 1, nonSchoolReason: null },
      { date: '2026-02-11', aulas: 1, periodIndex: 1, nonSchoolReason: null },
      { date: '2026-02-16', aulas: 2, periodIndex: 1, nonSchoolReason: 'Carnaval' },
      { date: '2026-02-18', aulas: 1, periodIndex: 1, nonSchoolReason: null },
    ]);
  });

  it('leaves out the days between periods', () => {
    const days = classDays(calendar, new Map([[1, 1]]), '2026-04-13', '2026-05-01');
    expect(days.map((d) => [d.date, d.periodIndex])).toEqual([
      ['2026-04-13', 1],
      ['2026-04-27', 2],
    ]);
  });

  it('knows the length of a month', () => {
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
