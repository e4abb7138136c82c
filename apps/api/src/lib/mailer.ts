import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Without SMTP: every e-mail goes to the log and to DATA_DIR/outbox (one JSON file each). */
export function outboxMailer(dataDir: string, from: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const dir = join(dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const file = join(dir, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`);
      await writeFile(file, JSON.stringify({ from, sentAt, ...message }, null, 2));
      log.info(
        { to: message.to, subject: message.subject, file },
        `e-mail (caixa de saída local)\n${message.text}`,
      );
    },
  };
}
