import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  PUBLIC_URL: optional.pipe(z.url().optional()),
  COOKIE_DOMAIN: optional,
  CORS_ORIGINS: optional,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  JWT_SECRET: optional.pipe(z.string().min(32, 'precisa de pelo menos 32 caracteres').optional()),
  ACCESS_TOKEN_TTL_SECONDS: seconds(300),
  REFRESH_TOKEN_TTL_SECONDS: seconds(86_400),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optional,
  SENTRY_DSN: optional.pipe(z.url().optional()),
  WEB_SENTRY_DSN: optional.pipe(z.url().optional()),
  GTM_ID: optional.pipe(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'formato GTM-XXXXXXX')
      .optional(),
  ),
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET_KEY: optional,
  CEP_SERVICE_URL: optional.pipe(z.url().optional()),
  PAGARME_API_URL: z.url().default('https://api.pagar.me/core/v5'),
  PAGARME_PUBLIC_KEY: optional,
  PAGARME_SECRET_KEY: optional,
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Aula <nao-responda@aula.local>'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  RATE_LIMIT_IP_SCALE: z.coerce.number().positive().default(1),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  CATALOGUE_CACHE_PLANS: z.coerce.number().int().min(0).default(20_000),
});

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

function signingSecret(env: z.infer<typeof envSchema>, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.DATABASE_URL) {
    throw new ConfigError([
      'JWT_SECRET: obrigatório com DATABASE_URL (todas as instâncias precisam do mesmo segredo)',
    ]);
  }
  // Embedded mode: one secret per data directory, generated on first start and kept there.
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the environment once; nothing else in the API reads process.env. */
export function loadConfig(env: Env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    cookieDomain: e.COOKIE_DOMAIN ?? null,
    corsOrigins: e.CORS_ORIGINS?.split(',').map((o) => o.trim()) ?? [],
    trustProxy: e.TRUST_PROXY === 'true',
    jwtSecret: signingSecret(e, dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : defaultWebDist,
    sentry: { apiDsn: e.SENTRY_DSN ?? null, webDsn: e.WEB_SENTRY_DSN ?? e.SENTRY_DSN ?? null },
    gtmId: e.GTM_ID ?? null,
    recaptcha: { siteKey: e.RECAPTCHA_SITE_KEY ?? null, secretKey: e.RECAPTCHA_SECRET_KEY ?? null },
    /** Unset: ViaCEP with real provider keys, the local sandbox without them. */
    cepServiceUrl: e.CEP_SERVICE_URL ?? null,
    pagarme: {
      apiUrl: e.PAGARME_API_URL,
      publicKey: e.PAGARME_PUBLIC_KEY ?? null,
      secretKey: e.PAGARME_SECRET_KEY ?? null,
    },
    /** Multiplies the per-IP limits (a whole school often shares one public IP). */
    rateLimitIpScale: e.RATE_LIMIT_IP_SCALE,
    /** The local provider sandbox's port when it runs (0 = any free port). */
    sandboxPort: e.SANDBOX_PORT,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    /** How many plans of catalogue pages the API keeps in memory per instance (0 = none). */
    catalogueCachePlans: e.CATALOGUE_CACHE_PLANS,
    // Demo accounts and catalogue on an empty database: by default only with the embedded database.
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : !e.DATABASE_URL,
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;
