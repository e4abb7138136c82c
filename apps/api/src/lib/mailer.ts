import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@aula/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** With `tx`, a queued message leaves only if that transaction commits (transports ignore it). */
  send(message: MailMessage, tx?: Database): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP: every e-mail goes to DATA_DIR/outbox (one JSON file each). The log names only the
 * file: bodies carry reset links and login tokens, and logs travel further than the data dir.
 */
export function outboxMailer(dataDir: string, from: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const dir = join(dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const file = join(dir, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`);
      // Written aside and renamed: whoever watches the outbox never reads half an e-mail.
      await writeFile(`${file}.part`, JSON.stringify({ from, sentAt, ...message }, null, 2));
      await rename(`${file}.part`, file);
      log.info({ file: basename(file) }, 'e-mail gravado na caixa de saída local (sem SMTP_URL)');
    },
  };
}
