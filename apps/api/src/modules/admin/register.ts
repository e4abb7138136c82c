import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { RequireAuth } from '../../plugins/auth';
import type { SessionTokens } from '../accounts';
import type { PaymentProvider, WebhookService } from '../payments';
import type { JobQueue } from '../../lib/job-queue';
import type { Mailer } from '../../lib/mailer';
import { adminAuditLogRoutes } from './audit-log-routes';
import { adminAuditLogService } from './audit-log-service';
import { contactMessagesRoutes } from './contact-messages-routes';
import { contactMessagesService } from './contact-messages-service';
import { adminCouponsRoutes } from './coupons-routes';
import { adminCouponsService } from './coupons-service';
import { adminJobsRoutes } from './jobs-routes';
import { adminJobsService } from './jobs-service';
import { adminPlansRoutes } from './plans-routes';
import { adminPlansService } from './plans-service';
import { adminProductsRoutes } from './products-routes';
import { adminProductsService } from './products-service';
import { adminProviderRoutes } from './provider-routes';
import { adminProviderService } from './provider-service';
import { secretBox } from './secret-box';
import { adminStatisticsRoutes } from './statistics-routes';
import { adminStatistics } from './statistics-service';
import { adminSubscriptionsRoutes } from './subscriptions-routes';
import { adminSubscriptionsService } from './subscriptions-service';
import { adminUsersRoutes } from './users-routes';
import { adminUsersService } from './users-service';
import { adminWebhookRoutes } from './webhooks-routes';
import { adminWebhooksService } from './webhooks-service';

export interface AdminModuleDeps {
  db: Database;
  tokens: SessionTokens;
  provider: PaymentProvider;
  webhooks: WebhookService;
  requireAuth: RequireAuth;
  publicUrl: string;
  /** Derives the key that encrypts payment processors' secret keys. */
  secret: string;
  mailer: Mailer;
  jobs: JobQueue;
}

/** /api/admin/: users, plans, coupons, subscriptions, orders, provider proxies, webhooks, audit, statistics, jobs. */
export function registerAdmin(app: FastifyInstance, deps: AdminModuleDeps) {
  const { db, provider, mailer } = deps;
  const guarded = { requireAuth: deps.requireAuth, publicUrl: deps.publicUrl };
  adminUsersRoutes(app, { ...guarded, service: adminUsersService(deps) });
  adminPlansRoutes(app, { ...guarded, service: adminPlansService({ db, provider }) });
  adminProductsRoutes(app, {
    ...guarded,
    service: adminProductsService({ db, box: secretBox(deps.secret) }),
  });
  adminCouponsRoutes(app, { ...guarded, service: adminCouponsService({ db }) });
  adminSubscriptionsRoutes(app, { ...guarded, service: adminSubscriptionsService({ db, provider, mailer }) });
  adminProviderRoutes(app, { ...guarded, service: adminProviderService({ db, provider }) });
  adminWebhookRoutes(app, { ...guarded, service: adminWebhooksService({ db, webhooks: deps.webhooks }) });
  adminAuditLogRoutes(app, { ...guarded, service: adminAuditLogService(db) });
  contactMessagesRoutes(app, { ...guarded, service: contactMessagesService({ db, mailer }) });
  adminStatisticsRoutes(app, { ...guarded, service: adminStatistics(db) });
  adminJobsRoutes(app, { ...guarded, service: adminJobsService({ db, jobs: deps.jobs }) });
}
