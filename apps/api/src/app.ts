import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@aula/db';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import { noBotCheck, recaptchaBotCheck, type BotCheck } from './lib/bot-check';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mailer';
import {
  postgresRateLimitStore,
  RateLimiter,
  redisRateLimitStore,
  type RateLimitStore,
} from './lib/rate-limiter';
import { accountsRoutes } from './modules/accounts/routes';
import { accountsService } from './modules/accounts/service';
import { sessionTokens } from './modules/accounts/session-tokens';
import { healthRoutes } from './modules/health/routes';
import { profileRoutes } from './modules/profile/routes';
import { profileService } from './modules/profile/service';
import { authGuards } from './plugins/auth';
import { registerErrorHandler, type ErrorReporter } from './plugins/errors';
import { trackRoutesForMethodNotAllowed } from './plugins/not-found';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerSpa, runtimeConfig } from './plugins/spa';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  reportError?: ErrorReporter;
  /** Where the browser tokenises cards: the real provider, or the local sandbox when it runs. */
  cardProviderApiUrl?: string;
  logger?: boolean;
  mailer?: Mailer;
  botCheck?: BotCheck;
  rateLimitStore?: RateLimitStore;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the whole HTTP application; the server and the tests build the same one. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
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
  const handleApiMiss = trackRoutesForMethodNotAllowed(app);
  await registerSecurity(app, config);
  await registerOpenApi(app);

  healthRoutes(app, database);

  const { db } = database;
  const mailer =
    deps.mailer ??
    (config.mail.smtpUrl
      ? smtpMailer(config.mail.smtpUrl, config.mail.from)
      : outboxMailer(config.dataDir, config.mail.from, app.log));
  const botCheck =
    deps.botCheck ??
    (config.recaptcha.secretKey ? recaptchaBotCheck(config.recaptcha.secretKey) : noBotCheck);
  const rateLimiter = new RateLimiter(deps.rateLimitStore ?? rateLimitStoreFor(app, config, database));
  const tokens = sessionTokens(db, {
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
  });
  const requireAuth = authGuards(tokens);
  const accounts = accountsService({
    db,
    tokens,
    mailer,
    rateLimiter,
    botCheck,
    publicUrl: config.publicUrl,
  });
  const profiles = profileService({ db, paymentInformationUpdated: async () => true });

  accountsRoutes(app, { accounts, tokens, requireAuth, beforeAccountDeletion: async () => {} });
  profileRoutes(app, { profiles, requireAuth });

  const publicConfig = runtimeConfig(config, deps.cardProviderApiUrl ?? config.pagarme.apiUrl);
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
  if (!config.redisUrl) return postgresRateLimitStore(database.db);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redisRateLimitStore(redis);
}
