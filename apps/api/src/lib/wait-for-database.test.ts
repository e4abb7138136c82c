import { describe, expect, it } from 'vitest';
import { untilDatabaseAnswers } from './wait-for-database';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('untilDatabaseAnswers', () => {
  it('retries while the database cannot be reached, with a growing pause and a log line each time', async () => {
    const lines: string[] = [];
    const pauses: number[] = [];
    let attempts = 0;
    const result = await untilDatabaseAnswers(
      async () => {
        attempts += 1;
        if (attempts < 4) throw new Error('Failed query: select 1', { cause: refused() });
        return 'migrado';
      },
      (line) => lines.push(line),
      async (ms) => {
        pauses.push(ms);
      },
    );
    expect(result).toBe('migrado');
    expect(pauses).toEqual([500, 1000, 2000]);
    expect(lines[0]).toBe('PostgreSQL indisponível (ECONNREFUSED); nova tentativa em 0.5 s.');
  });

  it('gives up at once on any other failure (wrong password, missing database)', async () => {
    const authFailed = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    await expect(
      untilDatabaseAnswers(
        () => Promise.reject(authFailed),
        () => {},
        async () => {},
      ),
    ).rejects.toBe(authFailed);
  });
});
