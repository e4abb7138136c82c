import { describe, expect, it } from 'vitest';
import { isDone, submissionStatus } from './status';

const due = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);
const dates = (over: Partial<Parameters<typeof submissionStatus>[0] & object> = {}) => ({
  openedAt: null,
  submittedAt: null,
  returnedAt: null,
  ...over,
});

describe('submissionStatus', () => {
  it('is assigned without a row or any date, opened after the first read', () => {
    expect(submissionStatus(null, due)).toBe('assigned');
    expect(submissionStatus(dates(), due)).toBe('assigned');
    expect(submissionStatus(dates({ openedAt: at('2026-03-01T10:00:00Z') }), due)).toBe('opened');
  });

  it('is submitted up to the due date and late after it', () => {
    expect(submissionStatus(dates({ submittedAt: at('2026-03-10T12:00:00Z') }), due)).toBe('submitted');
    expect(submissionStatus(dates({ submittedAt: at('2026-03-10T12:00:01Z') }), due)).toBe('late');
    expect(submissionStatus(dates({ submittedAt: at('2030-01-01T00:00:00Z') }), null)).toBe('submitted');
  });

  it('is returned once the teacher returns it, late or not', () => {
    const late = dates({ submittedAt: at('2026-03-11T00:00:00Z'), returnedAt: at('2026-03-12T00:00:00Z') });
    expect(submissionStatus(late, due)).toBe('returned');
    expect(isDone('returned')).toBe(true);
    expect(isDone('late')).toBe(true);
    expect(isDone('opened')).toBe(false);
  });
});
