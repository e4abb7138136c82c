import { RUNTIME_CONFIG_GLOBAL, runtimeConfigSchema, type RuntimeConfig } from '@aula/contracts';
import { BUILD_ID } from './build-id';

let current: RuntimeConfig | undefined;

/** Only `vite dev` may run without the server's /runtime-config.js. */
export function devRuntimeConfig(origin: string): RuntimeConfig {
  return {
    buildId: BUILD_ID,
    environment: 'development',
    publicUrl: origin,
    cookieDomain: null,
    sentryDsn: null,
    gtmId: null,
    recaptchaSiteKey: null,
    cepServiceUrl: 'https://viacep.com.br/ws',
    cardProvider: { name: 'pagarme', publicKey: '', apiUrl: `${origin}/sandbox/pagarme/core/v5` },
  };
}

async function fetchConfigJson(): Promise<unknown> {
  const response = await fetch('/config.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Não foi possível carregar /config.json (HTTP ${response.status}).`);
  return response.json();
}

/** Reads the config /runtime-config.js assigned (or /config.json when that script did not run) and validates it. */
export async function loadRuntimeConfig(options: { dev?: boolean } = {}): Promise<RuntimeConfig> {
  const dev = options.dev ?? import.meta.env.DEV;
  let raw: unknown = (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
  if (raw === undefined) {
    try {
      raw = await fetchConfigJson();
    } catch (error) {
      if (!dev) throw error;
      raw = devRuntimeConfig(window.location.origin);
    }
  }
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    if (dev) return setRuntimeConfig(devRuntimeConfig(window.location.origin));
    throw new Error(
      `Configuração de execução inválida: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  }
  return setRuntimeConfig(parsed.data);
}

export function setRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  current = config;
  return config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Configuração de execução ainda não carregada.');
  return current;
}
