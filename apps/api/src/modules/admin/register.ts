import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import type { Database } from '@aula/db';
import type { RequireAuth } from '../../plugins/auth';
import type { SessionTokens } from '../accounts/session-tokens';
import type { PaymentProvider } from '../payments/provider/types';
import type { WebhookService } from '../payments/webhooks';
import type { Mailer } from '../../lib/mailer';
import { fromContract } from '../../lib/route-contract';
import { adminBillingRoutes } from './billing-routes';
import { contactMessagesRoutes, contactMessagesService } from './contact-messages';
import { adminCouponsRoutes, adminCouponsService } from './coupons';
import { adminPlansRoutes, adminPlansService } from './plans';
import { adminProductsRoutes, adminProductsService } from './products';
import { secretBox } from './secret-box';
import { adminErrors as errors } from './shared';
import { adminStatistics } from './statistics';
import { adminSubscriptionsService } from './subscriptions';
import { adminUsersRoutes, adminUsersService } from './users';
import { adminWebhookRoutes } from './webhooks';
import { adminAuditLogRoutes } from './audit-log';

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
}

/** /api/admin/: users, plans, coupons, subscriptions, orders, provider proxies, webhooks, audit, statistics. */
export function registerAdmin(app: FastifyInstance, deps: AdminModuleDeps) {
  const { db, provider, requireAuth, publicUrl } = deps;
  adminUsersRoutes(app, { service: adminUsersService(deps), requireAuth, publicUrl });
  adminPlansRoutes(app, { service: adminPlansService({ db, provider }), requireAuth });
  adminProductsRoutes(app, {
    service: adminProductsService({ db, box: secretBox(deps.secret) }),
    requireAuth,
  });
  adminCouponsRoutes(app, { service: adminCouponsService({ db }), requireAuth, publicUrl });
  adminBillingRoutes(app, {
    db,
    service: adminSubscriptionsService({ db, provider }),
    provider,
    requireAuth,
    publicUrl,
  });
  adminWebhookRoutes(app, { db, webhooks: deps.webhooks, requireAuth, publicUrl });
  adminAuditLogRoutes(app, { db, requireAuth, publicUrl });
  contactMessagesRoutes(app, {
    service: contactMessagesService({ db, mailer: deps.mailer }),
    requireAuth,
    publicUrl,
  });

  const stats = adminStatistics(db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const meta = { tags: ['admin: relatórios'], errors };
  r.route({
    ...fromContract(adminRoutes.statistics.users, meta),
    onRequest,
    handler: (request) => stats.users(request.query),
  });
  r.route({
    ...fromContract(adminRoutes.statistics.subscriptions, meta),
    onRequest,
    handler: (request) => stats.subscriptions(request.query),
  });
}
