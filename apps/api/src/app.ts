import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@aula/db';
import type { AppConfig } from './config';
import { healthRoutes } from './modules/health/routes';
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

  const publicConfig = runtimeConfig(config, deps.cardProviderApiUrl ?? config.pagarme.apiUrl);
  const serveSpa = await registerSpa(app, config, publicConfig);
  app.setNotFoundHandler((request, reply) =>
    request.url === '/api' || request.url.startsWith('/api/')
      ? handleApiMiss(request, reply)
      : serveSpa(request, reply),
  );
  return app;
}
