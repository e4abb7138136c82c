import type { AssignmentCategory, Grading, GradebookStatus } from '@aula/contracts';

/**
 * A period's marks, computed exactly: grades are tenths (0–100 for 0–10) and weights hundredths, so
 * every mean is a fraction of integers, compared and rounded without binary floating point (a mean of
 * 4.35 rounds to 4.4; 4.3 + 4.4 over 2 in doubles is 4.3499…).
 */
interface Fraction {
  num: bigint;
  den: bigint;
}

const fraction = (num: bigint, den: bigint): Fraction => ({ num, den });
const greater = (a: Fraction, b: Fraction) => a.num * b.den > b.num * a.den;
const maxOf = (a: Fraction, b: Fraction) => (greater(b, a) ? b : a);
const half = (a: Fraction, b: Fraction) => fraction(a.num * b.den + b.num * a.den, 2n * a.den * b.den);

/** Rounded half up (values are never negative) at `decimals`, as a plain number. */
function rounded(value: Fraction, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  const units = (2n * value.num * scale + value.den) / (2n * value.den);
  return Number(units) / Number(scale);
}

/** A grade as stored (numeric, one decimal, "7.5") in tenths. */
export const tenths = (grade: string) => BigInt(Math.round(Number(grade) * 10));
/** A weight as stored (numeric, two decimals, "1.50") in hundredths. */
export const hundredths = (weight: string) => BigInt(Math.round(Number(weight) * 100));

export interface ColumnMark {
  category: AssignmentCategory;
  /** Hundredths. */
  weight: bigint;
  /** Someone has a grade on it: an activity nobody was graded on does not count. */
  graded: boolean;
  /** This student's grade in tenths; null: none yet; undefined: the activity is not hers. */
  grade: bigint | null | undefined;
}

export interface PeriodMarks {
  average: number | null;
  recovery: number | null;
  final: number | null;
  missing: number;
}

/**
 * A student's average, recuperação and final in the class's scale. Missing grades are left out while
 * the period is open and count as zero once it is closed. `sum` adds each activity's grade as a share
 * of its weight in points (8 in an activity worth 3 is 2.4), capped at the scale; `mean_with_recovery`
 * takes the mean of average and recuperação when that is higher than the average.
 */
export function periodMarks(grading: Grading, columns: ColumnMark[], closed: boolean): PeriodMarks {
  const scale = BigInt(grading.scale_max);
  let missing = 0;
  let weighted = 0n;
  let weights = 0n;
  let recovery: Fraction | null = null;
  for (const column of columns) {
    if (column.grade === undefined || !column.graded) continue;
    if (column.category === 'recuperacao') {
      if (column.grade === null) continue;
      const value = fraction(column.grade * scale, 100n);
      recovery = recovery ? maxOf(recovery, value) : value;
      continue;
    }
    if (column.grade === null) missing += 1;
    if (column.grade === null && !closed) continue;
    weighted += (column.grade ?? 0n) * column.weight;
    weights += column.weight;
  }
  let average: Fraction | null = null;
  if (weights > 0n) {
    if (grading.formula === 'sum') {
      const sum = fraction(weighted, 10_000n);
      const cap = fraction(scale, 1n);
      average = greater(sum, cap) ? cap : sum;
    } else {
      average = fraction(weighted * scale, weights * 100n);
    }
  }
  const final = finalOf(grading, average, recovery);
  const show = (value: Fraction | null) => (value === null ? null : rounded(value, grading.decimals));
  return { average: show(average), recovery: show(recovery), final: show(final), missing };
}

function finalOf(grading: Grading, average: Fraction | null, recovery: Fraction | null): Fraction | null {
  if (recovery === null || grading.recovery === 'none') return average;
  if (average === null) return recovery;
  if (grading.recovery === 'replace_if_higher') return maxOf(average, recovery);
  return maxOf(average, half(average, recovery));
}

/** The concept a final earns: the one with the highest minimum the final reaches. */
export function conceptFor(grading: Grading, final: number | null): string | null {
  if (final === null) return null;
  const reached = grading.concepts.filter((c) => final >= c.min).sort((a, b) => b.min - a.min);
  return reached[0]?.code ?? null;
}

/** Above the passing mark, below it, or nothing to say yet (a parecer, for the descriptive scheme). */
export function statusOf(grading: Grading, final: number | null, parecer: string | null): GradebookStatus {
  if (grading.scheme === 'descriptive') return parecer ? 'aprovado' : 'sem_nota';
  if (final === null) return 'sem_nota';
  return final >= grading.passing ? 'aprovado' : 'recuperacao';
}
