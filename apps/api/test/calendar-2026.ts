/** A class as the class journeys hold it. */
export type Room = { id: number; code: string };

/** 2026's four bimestres, with Carnaval (16 and 17 February, a Monday and a Tuesday) as recesso. */
export const calendar2026 = {
  period_kind: 'bimestre',
  periods: [
    { index: 1, start: '2026-02-02', end: '2026-04-17' },
    { index: 2, start: '2026-04-27', end: '2026-07-03' },
    { index: 3, start: '2026-07-27', end: '2026-10-02' },
    { index: 4, start: '2026-10-13', end: '2026-12-18' },
  ],
  non_school_days: [
    { date: '2026-02-16', name: 'Carnaval', kind: 'recesso' },
    { date: '2026-02-17', name: 'Carnaval', kind: 'recesso' },
  ],
};
