import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from './cookies';
import { devRuntimeConfig, setRuntimeConfig } from './runtime-config';

afterEach(() => setRuntimeConfig(devRuntimeConfig('http://localhost:3000')));

describe('cookies', () => {
  it('scopes cookies to the configured parent domain with path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    setRuntimeConfig({ ...devRuntimeConfig('http://localhost:3000'), cookieDomain: '.aula.com.br' });
    setCookie('ua', '{}', { expires: 365 });
    expect(set).toHaveBeenCalledWith(
      'ua',
      '{}',
      expect.objectContaining({ domain: '.aula.com.br', path: '/', expires: 365 }),
    );
  });

  it('is host-only without a configured domain and not secure over http', () => {
    const set = vi.spyOn(Cookies, 'set');
    const remove = vi.spyOn(Cookies, 'remove');
    setRuntimeConfig(devRuntimeConfig('http://localhost:3000'));
    setCookie('originalUrl', '/dashboard/home');
    removeCookie('originalUrl');
    const attributes = set.mock.calls[0]?.[2];
    expect(attributes).toMatchObject({ path: '/', secure: false });
    expect(attributes).not.toHaveProperty('domain');
    expect(attributes).not.toHaveProperty('expires');
    expect(remove).toHaveBeenCalledWith('originalUrl', expect.objectContaining({ path: '/' }));
  });
});
