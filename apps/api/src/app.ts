import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@aula/db';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import { noBotCheck, recaptchaBotCheck, type BotCheck } from './lib/bot-check';
import type { FileStorage } from './lib/file-storage';
import type { ErrorReporter } from './lib/errors';
import { fileStorageFor } from './lib/file-storage-for';
import { errorFields, redactUrl } from './lib/log-redaction';
import { jobQueue, type JobQueue } from './lib/job-queue';
import { trackRequestContext } from './lib/request-context';
import { queuedMailer } from './lib/mail-queue';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mailer';
import {
  postgresRateLimitStore,
  RateLimiter,
  redisRateLimitStore,
  withFallbackStore,
  type RateLimitStore,
} from './lib/rate-limiter';
import { contactNotifier, registerAdmin } from './modules/admin';
import { registerAccounts, sessionTokens } from './modules/accounts';
import { registerAssignments } from './modules/assignments';
import { registerBncc } from './modules/bncc';
import { openClassroomByCode, registerClassrooms } from './modules/classrooms';
import { registerContent } from './modules/content';
import { registerDiary } from './modules/diary';
import { registerFamilies } from './modules/families';
import { registerGradebook } from './modules/gradebook';
import { registerQuizzes } from './modules/quizzes';
import { registerHealth } from './modules/health';
import {
  endPaymentsOnDeletion,
  eraseWebhookDataOnDeletion,
  jwksFromUrl,
  liveSubscription,
  pagarmeClient,
  registerPayments,
  type JwksSource,
  type PaymentProvider,
} from './modules/payments';
import { registerPrint } from './modules/print';
import { registerNotifications } from './modules/notifications';
import { registerProfile } from './modules/profile';
import { registerStudents, studentsOnlyOfWhere } from './modules/students';
import { authGuards } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/errors';
import { trackRoutesForMethodNotAllowed } from './plugins/not-found';
import { refuseNulCharacters } from './plugins/hostile-input';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity, type BrowserEndpoints } from './plugins/security';
import { pageDataLoader } from './plugins/page-data';
import { registerSpa, runtimeConfig } from './plugins/spa';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  reportError?: ErrorReporter;
  /** The card provider (and browser endpoints): the real Pagar.me by default, the sandbox in development. */
  payments?: { provider: PaymentProvider; jwks: JwksSource; endpoints: BrowserEndpoints };
  /** Background jobs; by default on this database, with workers and schedules running here. */
  jobs?: JobQueue;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
  /** Where queued e-mails finally go: SMTP with SMTP_URL, otherwise DATA_DIR/outbox. */
  mailer?: Mailer;
  botCheck?: BotCheck;
  rateLimitStore?: RateLimitStore;
  /** Where uploads are kept; the configured driver (config.fileStorage) by default. */
  fileStorage?: FileStorage;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the whole HTTP application; the server and the tests build the same one. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  trackRequestContext(app);

  registerErrorHandler(app, deps.reportError ?? (() => {}));
  refuseNulCharacters(app);
  const handleApiMiss = trackRoutesForMethodNotAllowed(app);
  const payments = deps.payments ?? realProvider(config);
  await registerSecurity(app, config, payments.endpoints);
  await registerCompression(app);
  await registerOpenApi(app);

  const { db } = database;
  const jobs = deps.jobs ?? jobQueue(database);
  app.addHook('onReady', () => jobs.start(app.log));
  app.addHook('onClose', () => jobs.stop());

  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : null;
  if (config.metricsToken) registerMetrics(app, { token: config.metricsToken, database, jobs });
  const transport =
    deps.mailer ??
    (config.mail.smtpUrl
      ? smtpMailer(config.mail.smtpUrl, config.mail.from)
      : outboxMailer(config.dataDir, config.mail.from, app.log));
  const mailer = queuedMailer(jobs, transport);
  const botCheck =
    deps.botCheck ??
    (config.recaptcha.secretKey ? recaptchaBotCheck(config.recaptcha.secretKey) : noBotCheck);
  const rateLimiter = new RateLimiter(
    deps.rateLimitStore ?? rateLimitStoreFor(database, redis),
    Date.now,
    config.rateLimitIpScale,
  );
  const tokens = sessionTokens(database, {
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
  });
  app.addHook('onReady', () => tokens.start(app.log));
  app.addHook('onClose', () => tokens.stop());
  const requireAuth = authGuards(tokens);
  const storage = deps.fileStorage ?? (await fileStorageFor(config.fileStorage, db));
  const { publicUrl } = config;

  // Each module registers its own routes, whatever their URL; a lower module gets a higher one's
  // rule as a dependency (the layers: ARCHITECTURE.md).
  registerHealth(app, { database, redis, jobs, publicUrl });
  const endPayments = endPaymentsOnDeletion(db, payments.provider);
  const { deletion } = registerAccounts(app, {
    db,
    tokens,
    mailer,
    rateLimiter,
    botCheck,
    publicUrl,
    requireAuth,
    storage,
    jobs,
    studentsOnlyOfWhere,
    deletionHooks: {
      before: async (user, { refund }) => {
        // Registered further down; only called by requests, once the app is built.
        if (refund) await paymentsModule.deletionRefund.perform(user);
        await endPayments(user.id);
      },
      after: eraseWebhookDataOnDeletion,
    },
    withdrawalOffer: (userId) => paymentsModule.deletionRefund.offer(userId),
  });
  registerStudents(app, {
    db,
    tokens,
    rateLimiter,
    botCheck,
    requireAuth,
    publicUrl,
    deletion,
    openClassroomByCode,
  });
  const content = await registerContent(app, {
    db,
    requireAuth,
    publicUrl,
    secret: config.jwtSecret,
    storage,
    catalogueCachePlans: config.catalogueCachePlans,
    uploadLimits: { ...config.uploads, rateLimiter },
    jobs,
  });
  registerProfile(app, {
    db,
    mailer,
    rateLimiter,
    requireAuth,
    publicUrl,
    paymentInformationUpdated: async (userId) => (await liveSubscription(db, userId))?.status !== 'past_due',
    notifyContact: contactNotifier({ mailer, supportEmail: config.supportEmail, publicUrl }),
  });
  const { files, links, canReadPremium } = content;
  const { publicClassroom } = registerClassrooms(app, {
    db,
    requireAuth,
    rateLimiter,
    publicUrl,
    links,
    canReadPremium,
  });
  registerAssignments(app, { db, files, links, canReadPremium, requireAuth, publicUrl, jobs });
  registerBncc(app, { db, requireAuth, publicUrl });
  registerDiary(app, { db, requireAuth, publicUrl });
  registerGradebook(app, { db, requireAuth, publicUrl });
  registerQuizzes(app, { db, requireAuth, publicUrl });
  registerFamilies(app, { db, mailer, jobs, requireAuth, publicUrl, secret: config.jwtSecret });
  registerNotifications(app, { db, requireAuth, jobs, mailer, publicUrl });
  registerPrint(app, { db, files, canReadPremium, requireAuth, publicUrl, limits: config.pdf });
  const paymentsModule = registerPayments(app, {
    db,
    provider: payments.provider,
    jwks: payments.jwks,
    mailer,
    publicUrl: config.publicUrl,
    company: config.company,
    requireAuth,
    rateLimiter,
    jobs,
  });
  registerAdmin(app, {
    db,
    tokens,
    provider: payments.provider,
    webhooks: paymentsModule.webhooks,
    requireAuth,
    publicUrl,
    secret: config.jwtSecret,
    mailer,
    jobs,
  });

  const publicConfig = runtimeConfig(config, payments.endpoints);
  const serveSpa = await registerSpa(app, config, publicConfig, publicClassroom, pageDataLoader(app));
  app.setNotFoundHandler((request, reply) =>
    request.url === '/api' || request.url.startsWith('/api/')
      ? handleApiMiss(request, reply)
      : serveSpa(request, reply),
  );
  return app;
}

function rateLimitStoreFor(database: DatabaseHandle, redis: Redis | null): RateLimitStore {
  const inDatabase = postgresRateLimitStore(database.db);
  return redis ? withFallbackStore(redisRateLimitStore(redis), inDatabase) : inDatabase;
}

/**
 * Fails fast while Redis is away (no offline queue, no retries, a short timeout): the rate limits
 * count in the database meanwhile, and the client reconnects by itself.
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1_000 });
  let reachable = true;
  redis.on('error', (error: unknown) => {
    if (reachable)
      app.log.warn(errorFields(error), 'Redis indisponível: limites de requisição no banco de dados');
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) app.log.info('Redis de volta: limites de requisição no Redis');
    reachable = true;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

function realProvider(config: AppConfig) {
  return {
    provider: pagarmeClient({ baseUrl: config.pagarme.apiUrl, secretKey: config.pagarme.secretKey ?? '' }),
    jwks: jwksFromUrl(config.pagarme.jwksUrl),
    endpoints: {
      cardApiUrl: config.pagarme.apiUrl,
      cardPublicKey: config.pagarme.publicKey ?? '',
      cepServiceUrl: config.cepServiceUrl ?? 'https://viacep.com.br/ws',
    },
  };
}

/** A hop count trusts that many proxies nearest the server; a list trusts those addresses/CIDRs. */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
