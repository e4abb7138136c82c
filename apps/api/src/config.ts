import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { configureValidationMessages, isValidCnpj } from '@aula/contracts';
import { fileStorageConfig } from './config-file-storage';

const DEMO_CNPJ = '11222333000181';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Which proxies may name the client in X-Forwarded-For: a hop count or addresses/CIDRs. `true`
 * is refused: trusting every hop lets a client choose its own IP (and dodge per-IP limits).
 */
function trustedProxies(value: string, ctx: z.RefinementCtx): number | string[] | false {
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'use o número de proxies à frente da API (ex. 1) ou a lista de endereços/CIDRs deles; "true" deixaria o cliente escolher o próprio IP',
    });
    return z.NEVER;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0) {
    ctx.addIssue({ code: 'custom', message: `endereço ou CIDR inválido: ${invalid.join(', ')}` });
    return z.NEVER;
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

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
  TRUST_PROXY: optional.pipe(
    z
      .string()
      .transform((value, ctx) => trustedProxies(value, ctx))
      .optional(),
  ),
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
  /** Where Pagar.me publishes its webhook keys (the URL the official plugins use); tests point it at the sandbox. */
  PAGARME_JWKS_URL: z.url().default('https://hubapi.pagar.me/.well-known/jwks.json'),
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Aula <nao-responda@aula.local>'),
  SUPPORT_EMAIL: optional.pipe(z.email('informe um e-mail válido').optional()),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  COMPANY_NAME: optional,
  COMPANY_CNPJ: optional.pipe(
    z
      .string()
      .refine(isValidCnpj, 'CNPJ inválido: confira os dígitos')
      .transform((value) => value.toUpperCase().replace(/[^0-9A-Z]/g, ''))
      .optional(),
  ),
  /** The demo superuser's password; random (printed once) when unset. */
  DEMO_STAFF_PASSWORD: optional,
  RATE_LIMIT_IP_SCALE: z.coerce.number().positive().default(1),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Turns on GET /metrics (Prometheus), readable with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optional.pipe(z.string().min(16, 'precisa de pelo menos 16 caracteres').optional()),
  CATALOGUE_CACHE_PLANS: z.coerce.number().int().min(0).default(20_000),
  /** What one account (teacher or student; staff are exempt) may keep uploaded, in MB. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(500),
  /** How many files one account may upload per hour. */
  UPLOAD_RATE_PER_HOUR: z.coerce.number().int().positive().default(60),
  FILE_STORAGE: optional.pipe(
    z.enum(['disk', 'postgres', 's3'], { error: 'use disk, postgres ou s3' }).optional(),
  ),
  S3_ENDPOINT: optional.pipe(
    z.url({ protocol: /^https?$/, error: 'informe a URL do serviço, ex. https://s3.exemplo.com' }).optional(),
  ),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** PDF drawing (worker threads): how many at once, and each document's time and heap limits. */
  PDF_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  PDF_TIME_LIMIT_MS: z.coerce.number().int().positive().default(30_000),
  PDF_MEMORY_LIMIT_MB: z.coerce.number().int().min(64).default(256),
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

/** What production must not run with: each names the variable to set. */
function productionProblems(e: z.infer<typeof envSchema>, seedDemoData: boolean): string[] {
  if (e.NODE_ENV !== 'production') return [];
  return [
    seedDemoData &&
      'SEED_DEMO_DATA: dados de demonstração (contas com senhas conhecidas) não podem existir em produção; defina SEED_DEMO_DATA=false',
    !e.JWT_SECRET &&
      'JWT_SECRET: obrigatório em produção (um segredo gerado no DATA_DIR não é compartilhado nem guardado com segurança)',
    !e.RECAPTCHA_SECRET_KEY &&
      'RECAPTCHA_SECRET_KEY: obrigatório em produção (sem ele o login e o cadastro ficam sem verificação anti-robô)',
  ].filter((problem): problem is string => typeof problem === 'string');
}

function pdfLimits(e: z.infer<typeof envSchema>) {
  const workers = e.PDF_WORKERS ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  return {
    workers,
    timeMs: e.PDF_TIME_LIMIT_MS,
    memoryMb: e.PDF_MEMORY_LIMIT_MB,
    queue: Math.max(32, workers * 8),
  };
}

/** Reads and validates the environment once; nothing else in the API reads process.env. */
export function loadConfig(env: Env) {
  // Every API process (server, CLIs, tests) starts here: from now on zod speaks Portuguese, to
  // users in the API's answers and to the operator in these messages.
  configureValidationMessages();
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  // Demo accounts and catalogue on an empty database: by default only with the embedded database.
  const seedDemoData = e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : !e.DATABASE_URL;
  const dataDir = resolve(e.DATA_DIR);
  const uploadsDir = join(dataDir, 'uploads');
  const fileStorage = fileStorageConfig(e, uploadsDir);
  const unsafe = [...fileStorage.problems, ...productionProblems(e, seedDemoData)];
  if (unsafe.length > 0) throw new ConfigError(unsafe);
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
    /** Hop count or proxy addresses/CIDRs for X-Forwarded-For; false trusts none. */
    trustProxy: e.TRUST_PROXY ?? false,
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
      jwksUrl: e.PAGARME_JWKS_URL,
    },
    /** Multiplies the per-IP limits (a whole school often shares one public IP). */
    rateLimitIpScale: e.RATE_LIMIT_IP_SCALE,
    /** The local provider sandbox's port when it runs (0 = any free port). */
    sandboxPort: e.SANDBOX_PORT,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    /** Where new "Fale conosco" messages are announced; unset, they only reach the admin inbox. */
    supportEmail: e.SUPPORT_EMAIL ?? null,
    /** How many plans of catalogue pages the API keeps in memory per instance (0 = none). */
    catalogueCachePlans: e.CATALOGUE_CACHE_PLANS,
    metricsToken: e.METRICS_TOKEN ?? null,
    /** Per-account upload quota and rate (staff, who publish the catalogue, are exempt). */
    uploads: { quotaBytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024), perHour: e.UPLOAD_RATE_PER_HOUR },
    /** Who issues the receipts; the embedded (demo) mode has a made-up company with a valid CNPJ. */
    company: {
      name: e.COMPANY_NAME ?? (e.DATABASE_URL ? 'Aula' : 'Aula Educação Ltda. (demonstração)'),
      cnpj: e.COMPANY_CNPJ ?? (e.DATABASE_URL ? null : DEMO_CNPJ),
    },
    /** Where uploads live (see config-file-storage.ts); the move command reads DATA_DIR/uploads. */
    fileStorage: fileStorage.config,
    uploadsDir,
    seedDemoData,
    demoStaffPassword: e.DEMO_STAFF_PASSWORD ?? null,
    /** One core is left to the event loop; past `queue` waiting documents, 503. */
    pdf: pdfLimits(e),
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;
