import { databaseOutageReason } from './db-errors';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 5_000;

/**
 * Runs `step` (migrations, essential rows) until the database answers: a server started while
 * PostgreSQL is down or restarting (a whole stack booting at once) waits for it instead of exiting.
 * Any other failure (wrong password, missing database, a broken migration) is thrown at once.
 */
export async function untilDatabaseAnswers<T>(
  step: () => Promise<T>,
  log: (line: string) => void,
  sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      return await step();
    } catch (error) {
      const reason = databaseOutageReason(error);
      if (!reason) throw error;
      log(`PostgreSQL indisponível (${reason}); nova tentativa em ${delay / 1000} s.`);
      await sleep(delay);
    }
  }
}
