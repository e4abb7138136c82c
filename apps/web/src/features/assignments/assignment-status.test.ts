import { describe, expect, it } from 'vitest';
import { formatGrade, isScheduled, parseGrade, scheduledLabel } from './assignment-status';

describe('formatGrade', () => {
  it('writes grades with a decimal comma', () => {
    expect(formatGrade(8.5)).toBe('8,5');
    expect(formatGrade(10)).toBe('10,0');
    expect(formatGrade(null)).toBe('');
  });
});

describe('parseGrade', () => {
  it('reads grades typed with a comma or a dot, and empty as no grade', () => {
    expect(parseGrade('7,5')).toEqual({ ok: true, grade: 7.5 });
    expect(parseGrade(' 7.5 ')).toEqual({ ok: true, grade: 7.5 });
    expect(parseGrade('10')).toEqual({ ok: true, grade: 10 });
    expect(parseGrade('0')).toEqual({ ok: true, grade: 0 });
    expect(parseGrade('8,')).toEqual({ ok: true, grade: 8 });
    expect(parseGrade('')).toEqual({ ok: true, grade: null });
    expect(parseGrade(formatGrade(9.5))).toEqual({ ok: true, grade: 9.5 });
  });

  it('refuses what is not a grade, in Portuguese', () => {
    expect(parseGrade('abc')).toEqual({ ok: false, error: 'Digite um número de 0 a 10, como 7,5.' });
    expect(parseGrade('7,5,1')).toMatchObject({ ok: false });
    expect(parseGrade('-1')).toMatchObject({ ok: false });
    expect(parseGrade('10,5')).toEqual({ ok: false, error: 'A nota vai de 0 a 10.' });
    expect(parseGrade('11')).toEqual({ ok: false, error: 'A nota vai de 0 a 10.' });
    expect(parseGrade('7,25')).toEqual({ ok: false, error: 'Use no máximo uma casa decimal.' });
  });
});

describe('scheduled activities', () => {
  const now = Date.parse('2026-11-30T12:00:00.000Z');

  it('are the ones whose publication date is still ahead', () => {
    expect(isScheduled('2026-12-02T10:00:00.000Z', now)).toBe(true);
    expect(isScheduled('2026-11-30T11:59:00.000Z', now)).toBe(false);
    expect(isScheduled(null, now)).toBe(false);
  });

  it('say when they show to the students, in Brasília time', () => {
    expect(scheduledLabel('2026-12-02T10:00:00.000Z')).toBe('Agendada para qua., 02/12 às 07:00');
    expect(scheduledLabel('2026-12-01T02:30:00.000Z')).toBe('Agendada para seg., 30/11 às 23:30');
  });
});
