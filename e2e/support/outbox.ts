import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface SentEmail {
  to: string;
  subject: string;
  text: string;
  sentAt?: string;
}

/**
 * Without SMTP the server writes every e-mail as JSON to <DATA_DIR>/outbox. Waits for the newest one
 * sent to `to` whose subject matches.
 */
export async function waitForEmail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<SentEmail> {
  const dataDir = inject('dataDir');
  if (!dataDir)
    throw new Error('Defina E2E_DATA_DIR com o DATA_DIR do servidor para ler os e-mails enviados.');
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[]);
    const emails = await Promise.all(
      files
        .filter((file) => file.endsWith('.json'))
        .sort()
        .reverse()
        .map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as SentEmail),
    );
    const found = emails.find((email) => email.to === to && subject.test(email.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nenhum e-mail para ${to} com assunto ${subject} em ${dir}.`);
}

/** The first link in an e-mail's text that points at `path`. */
export function linkIn(email: SentEmail, path: string): URL {
  const match = email.text.match(new RegExp(`https?://\\S*${path.replace(/[/]/g, '\\/')}\\S*`));
  if (!match) throw new Error(`O e-mail "${email.subject}" não tem link para ${path}:\n${email.text}`);
  return new URL(match[0]);
}
