import { getRuntimeConfig } from './runtime-config';

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

function siteKey(): string | null {
  try {
    return getRuntimeConfig().recaptchaSiteKey;
  } catch {
    return null;
  }
}

function loadScript(key: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(key)}`;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA indisponível.'));
    };
    script.onerror = () => reject(new Error('Não foi possível carregar o reCAPTCHA.'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts downloading reCAPTCHA v3 when a form that needs it appears; nothing without a site key. */
export function preloadRecaptcha(): void {
  const key = siteKey();
  if (key) void loadScript(key).catch(() => undefined);
}

/**
 * The bot-check token for the `recaptcha` field: "" without a configured site key. When the script
 * cannot load (blocked, offline) the server's answer decides, so the form still submits.
 */
export async function getRecaptchaToken(action: string): Promise<string> {
  const key = siteKey();
  if (!key) return '';
  try {
    const api = await loadScript(key);
    return await api.execute(key, { action });
  } catch {
    return '';
  }
}
