import { z } from 'zod';

/** Public configuration the server hands to the browser at /runtime-config.js and /config.json. */
export const runtimeConfigSchema = z.object({
  buildId: z.string(),
  environment: z.string(),
  publicUrl: z.string(),
  cookieDomain: z.string().nullable(),
  sentryDsn: z.string().nullable(),
  gtmId: z.string().nullable(),
  recaptchaSiteKey: z.string().nullable(),
  cepServiceUrl: z.string(),
  cardProvider: z.object({
    name: z.literal('pagarme'),
    publicKey: z.string(),
    /** Base URL for POST {tokenUrl}/tokens?appId=... (the real provider or the local sandbox). */
    apiUrl: z.string(),
  }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Global the /runtime-config.js script assigns before the SPA bundle runs. */
export const RUNTIME_CONFIG_GLOBAL = '__AULA_RUNTIME_CONFIG__';
