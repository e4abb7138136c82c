import { defaultGrading, type Grading } from '@aula/contracts';
import { describe, expect, it } from 'vitest';
import { conceptFor, periodMarks, statusOf, type ColumnMark } from './compute';

const grading = (overrides: Partial<Grading> = {}): Grading => ({ ...defaultGrading(null), ...overrides });
const column = (
  grade: number | null | undefined,
  weight = 1,
  overrides: Partial<ColumnMark> = {},
): ColumnMark => ({
  category: 'atividade',
  weight: BigInt(Math.round(weight * 100)),
  graded: true,
  grade: grade === null || grade === undefined ? grade : BigInt(Math.round(grade * 10)),
  ...overrides,
});
const recovery = (grade: number | null) => column(grade, 1, { category: 'recuperacao' });

describe('a period’s marks', () => {
  it('rounds half up on the exact mean: 4.3 and 4.4 make 4.35, shown 4.4', () => {
    expect((4.35).toFixed(1)).toBe('4.3'); // the double 4.35 is 4.3499…
    expect(periodMarks(grading(), [column(4.3), column(4.4)], false).average).toBe(4.4);
  });

  it('weighs the mean: 8 × 2 + 5 × 1 over 3 is 7', () => {
    expect(periodMarks(grading(), [column(8, 2), column(5, 1)], false)).toMatchObject({
      average: 7,
      final: 7,
    });
  });

  it('keeps two decimals when asked, and none: 7.25 → 7.25 and 7', () => {
    const columns = [column(7.5, 3), column(6.5, 1)]; // (22.5 + 6.5) / 4 = 7.25
    expect(periodMarks(grading({ decimals: 2 }), columns, false).final).toBe(7.25);
    expect(periodMarks(grading({ decimals: 0 }), columns, false).final).toBe(7);
    expect(periodMarks(grading({ decimals: 0 }), [column(6.5)], false).final).toBe(7);
  });

  it('expresses the mean on a scale of 100: 7.25 is 72.5, 72.5 with no decimals is 73', () => {
    const columns = [column(7.5, 3), column(6.5, 1)];
    expect(periodMarks(grading({ scale_max: 100 }), columns, false).final).toBe(72.5);
    expect(periodMarks(grading({ scale_max: 100, decimals: 0 }), columns, false).final).toBe(73);
  });

  it('sums each grade as a share of its points, capped at the scale', () => {
    // 8 in a test worth 6 is 4.8; 5 in a work worth 4 is 2.0 → 6.8
    const sum = grading({ formula: 'sum' });
    expect(periodMarks(sum, [column(8, 6), column(5, 4)], false).final).toBe(6.8);
    // 10 in two activities worth 6 each would be 12: capped at 10
    expect(periodMarks(sum, [column(10, 6), column(10, 6)], false).final).toBe(10);
    // on 0–100 with weights in points: 7 in a test worth 60 and 9 in one worth 40 → 42 + 36 = 78
    expect(
      periodMarks(grading({ formula: 'sum', scale_max: 100 }), [column(7, 60), column(9, 40)], false).final,
    ).toBe(78);
  });

  it('leaves a missing grade out while open, and counts it as zero once closed', () => {
    const columns = [column(8), column(6), column(null)];
    expect(periodMarks(grading(), columns, false)).toMatchObject({ average: 7, missing: 1 });
    // (8 + 6 + 0) / 3 = 4.666… → 4.7
    expect(periodMarks(grading(), columns, true)).toMatchObject({ average: 4.7, missing: 1 });
  });

  it('ignores activities nobody was graded on and those not given to the student', () => {
    const columns = [column(8), column(null, 5, { graded: false }), column(undefined, 5)];
    expect(periodMarks(grading(), columns, true)).toMatchObject({ average: 8, missing: 0 });
  });

  it('applies each recovery rule', () => {
    const columns = [column(4), column(5), recovery(7)]; // average 4.5
    expect(periodMarks(grading({ recovery: 'none' }), columns, false)).toEqual({
      average: 4.5,
      recovery: 7,
      final: 4.5,
      missing: 0,
    });
    expect(periodMarks(grading({ recovery: 'replace_if_higher' }), columns, false).final).toBe(7);
    // (4.5 + 7) / 2 = 5.75 → 5.8
    expect(periodMarks(grading({ recovery: 'mean_with_recovery' }), columns, false).final).toBe(5.8);
  });

  it('never lowers the average with a worse recuperação', () => {
    const columns = [column(6), column(5), recovery(3)]; // average 5.5
    expect(periodMarks(grading({ recovery: 'replace_if_higher' }), columns, false).final).toBe(5.5);
    expect(periodMarks(grading({ recovery: 'mean_with_recovery' }), columns, false).final).toBe(5.5);
  });

  it('takes the best of two recuperações, and the recuperação alone when there is no average', () => {
    expect(periodMarks(grading(), [recovery(5), recovery(6.5)], false)).toMatchObject({
      average: null,
      recovery: 6.5,
      final: 6.5,
    });
  });

  it('has no final without grades', () => {
    expect(periodMarks(grading(), [column(null)], false)).toEqual({
      average: null,
      recovery: null,
      final: null,
      missing: 1,
    });
  });
});

describe('concepts and status', () => {
  const concepts = grading({ scheme: 'concept' });

  it('gives the concept of the highest minimum reached', () => {
    expect(conceptFor(concepts, 9)).toBe('A');
    expect(conceptFor(concepts, 8.9)).toBe('B');
    expect(conceptFor(concepts, 0)).toBe('D');
    expect(conceptFor(concepts, null)).toBeNull();
  });

  it('compares the final with the passing mark', () => {
    expect(statusOf(grading(), 6, null)).toBe('aprovado');
    expect(statusOf(grading(), 5.9, null)).toBe('recuperacao');
    expect(statusOf(grading(), null, null)).toBe('sem_nota');
    expect(statusOf(grading({ scheme: 'descriptive' }), null, 'Participa bem.')).toBe('aprovado');
    expect(statusOf(grading({ scheme: 'descriptive' }), 9, null)).toBe('sem_nota');
  });
});
