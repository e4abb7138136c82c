import { beforeEach, describe, expect, it, vi } from 'vitest';

const scripts = () =>
  document.head.querySelectorAll('script[src^="https://www.google.com/recaptcha/api.js"]');

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
  delete window.grecaptcha;
});

/** A fresh copy of the module (it loads the script once per page) with this site key configured. */
async function recaptchaWith(siteKey: string | null) {
  const { devRuntimeConfig, setRuntimeConfig } = await import('./runtime-config');
  setRuntimeConfig({ ...devRuntimeConfig('http://localhost:3000'), recaptchaSiteKey: siteKey });
  return import('./recaptcha');
}

describe('reCAPTCHA v3', () => {
  it('sends "" and loads nothing without a configured site key', async () => {
    const { getRecaptchaToken, preloadRecaptcha } = await recaptchaWith(null);
    preloadRecaptcha();
    await expect(getRecaptchaToken('login')).resolves.toBe('');
    expect(scripts()).toHaveLength(0);
  });

  it('loads the script once, lazily, and returns the token for the action', async () => {
    const execute = vi.fn(async (_key: string, _options: { action: string }) => 'token-do-google');
    const { getRecaptchaToken, preloadRecaptcha } = await recaptchaWith('chave-site');
    expect(scripts()).toHaveLength(0);

    preloadRecaptcha();
    const token = getRecaptchaToken('login');
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=chave-site');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script.onload?.(new Event('load'));

    await expect(token).resolves.toBe('token-do-google');
    expect(execute).toHaveBeenCalledWith('chave-site', { action: 'login' });
  });

  it('lets the form submit with "" when the script cannot load', async () => {
    const { getRecaptchaToken } = await recaptchaWith('chave-site');
    const token = getRecaptchaToken('signup');
    (scripts()[0] as HTMLScriptElement).onerror?.(new Event('error'));
    await expect(token).resolves.toBe('');
  });
});
