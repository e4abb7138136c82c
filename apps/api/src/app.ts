import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@aula/db';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import { noBotCheck, recaptchaBotCheck, type BotCheck } from './lib/bot-check';
import { diskFileStorage, type FileStorage } from './lib/file-storage';
import { errorFields, redactUrl } from './lib/log-redaction';
import { jobQueue, type JobQueue } from './lib/job-queue';
import { queuedMailer } from './lib/mail-queue';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mailer';
import {
  postgresRateLimitStore,
  RateLimiter,
  redisRateLimitStore,
  withFallbackStore,
  type RateLimitStore,
} from './lib/rate-limiter';
import { contactNotifier } from './modules/admin/contact-messages-service';
import { registerAdmin } from './modules/admin/register';
import { accountDeletion } from './modules/accounts/account-deletion';
import { accountsRoutes } from './modules/accounts/routes';
import { accountsService } from './modules/accounts/service';
import { sessionTokens } from './modules/accounts/session-tokens';
import { studentAccessRoutes } from './modules/accounts/student-access-routes';
import { registerAssignments } from './modules/assignments/register';
import { registerClassrooms } from './modules/classrooms/register';
import { registerContent } from './modules/content/module';
import { registerPrint } from './modules/print/register';
import { healthRoutes } from './modules/health/routes';
import { registerProfile } from './modules/profile/register';
import { profileService } from './modules/profile/service';
import { loginLinks } from './modules/students/login-links';
import { studentsService } from './modules/students/service';
import { studentSignUp } from './modules/students/sign-up';
import { authGuards } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler, type ErrorReporter } from './plugins/errors';
import { trackRoutesForMethodNotAllowed } from './plugins/not-found';
import { refuseNulCharacters } from './plugins/hostile-input';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity, type BrowserEndpoints } from './plugins/security';
import { pagarmeClient } from './modules/payments/provider/client';
import type { PaymentProvider } from './modules/payments/provider/types';
import {
  jwksFromUrl,
  PAGARME_JWKS_URL,
  type JwksSource,
} from './modules/payments/provider/webhook-signature';
import { cancelSubscriptionsOnDeletion } from './modules/payments/account-deletion';
import { registerPayments } from './modules/payments/register';
import { liveSubscription } from './modules/payments/subscribe';
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
  /** Where uploads are kept; DATA_DIR/uploads on disk by default. */
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

  registerErrorHandler(app, deps.reportError ?? (() => {}));
  refuseNulCharacters(app);
  const handleApiMiss = trackRoutesForMethodNotAllowed(app);
  const payments = deps.payments ?? realProvider(config);
  await registerSecurity(app, config, payments.endpoints);
  await registerCompression(app);
  await registerOpenApi(app);

  healthRoutes(app, database);

  const { db } = database;
  const jobs = deps.jobs ?? jobQueue(database);
  app.addHook('onReady', () => jobs.start(app.log));
  app.addHook('onClose', () => jobs.stop());
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
    deps.rateLimitStore ?? rateLimitStoreFor(app, config, database),
    Date.now,
    config.rateLimitIpScale,
  );
  const tokens = sessionTokens(db, {
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
  });
  const requireAuth = authGuards(tokens);
  const storage = deps.fileStorage ?? diskFileStorage(join(config.dataDir, 'uploads'));
  const deletion = accountDeletion({ db, storage, jobs });
  const accounts = accountsService({
    db,
    tokens,
    mailer,
    rateLimiter,
    botCheck,
    publicUrl: config.publicUrl,
    deletion,
  });
  const profiles = profileService({
    db,
    mailer,
    paymentInformationUpdated: async (userId) => (await liveSubscription(db, userId))?.status !== 'past_due',
  });
  const students = studentsService({ db, tokens });

  accountsRoutes(app, {
    accounts,
    tokens,
    requireAuth,
    db,
    deletion,
    beforeAccountDeletion: cancelSubscriptionsOnDeletion(db, payments.provider),
  });
  studentAccessRoutes(app, {
    students,
    links: loginLinks({ db, tokens, rateLimiter, publicUrl: config.publicUrl }),
    signUp: studentSignUp({ db, tokens, rateLimiter, botCheck }),
    requireAuth,
  });
  const content = await registerContent(app, {
    db,
    requireAuth,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    secret: config.jwtSecret,
    storage,
    catalogueCachePlans: config.catalogueCachePlans,
  });
  registerProfile(app, {
    profiles,
    students,
    favorites: content.favorites,
    requireAuth,
    publicUrl: config.publicUrl,
    notifyContact: contactNotifier({
      mailer,
      supportEmail: config.supportEmail,
      publicUrl: config.publicUrl,
    }),
  });
  registerClassrooms(app, {
    db,
    requireAuth,
    rateLimiter,
    publicUrl: config.publicUrl,
    links: content.links,
    canReadPremium: content.canReadPremium,
  });
  registerAssignments(app, {
    db,
    files: content.files,
    links: content.links,
    requireAuth,
    publicUrl: config.publicUrl,
  });
  registerPrint(app, { db, files: content.files, canReadPremium: content.canReadPremium, requireAuth });
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
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    mailer,
    jobs,
  });

  const publicConfig = runtimeConfig(config, payments.endpoints);
  const serveSpa = await registerSpa(app, config, publicConfig);
  app.setNotFoundHandler((request, reply) =>
    request.url === '/api' || request.url.startsWith('/api/')
      ? handleApiMiss(request, reply)
      : serveSpa(request, reply),
  );
  return app;
}

function rateLimitStoreFor(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
): RateLimitStore {
  const inDatabase = postgresRateLimitStore(database.db);
  if (!config.redisUrl) return inDatabase;
  // Fail fast while Redis is away (no offline queue, no retries, a short timeout): the database
  // counts meanwhile, and the client reconnects by itself.
  const redis = new Redis(config.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
  });
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
  return withFallbackStore(redisRateLimitStore(redis), inDatabase);
}

function realProvider(config: AppConfig) {
  return {
    provider: pagarmeClient({ baseUrl: config.pagarme.apiUrl, secretKey: config.pagarme.secretKey ?? '' }),
    jwks: jwksFromUrl(PAGARME_JWKS_URL),
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
