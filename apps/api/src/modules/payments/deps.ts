import type { Database } from '@aula/db';
import type { Mailer } from '../../lib/mailer';
import type { PaymentProvider } from './provider/types';

/** What the payments services and jobs share: the database, the provider port, the mail outbox. */
export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  /** The site's address, for links in e-mails. */
  publicUrl: string;
}
