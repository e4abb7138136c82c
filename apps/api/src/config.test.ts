import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(join(tmpdir(), 'aula-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      cookieDomain: null,
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 86_400,
      corsOrigins: [],
      gtmId: null,
    });
  });

  it('generates the signing secret once per data directory in embedded mode', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it('takes the company on the receipts from COMPANY_NAME / COMPANY_CNPJ, with a demo one when embedded', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).company).toEqual({
      name: 'Aula Educação Ltda. (demonstração)',
      cnpj: '11222333000181',
    });
    const real = loadConfig({
      DATA_DIR: tmp(),
      COMPANY_NAME: 'Escola Nova Ltda.',
      COMPANY_CNPJ: '11.222.333/0001-81',
    });
    expect(real.company).toEqual({ name: 'Escola Nova Ltda.', cnpj: '11222333000181' });
    expect(() => loadConfig({ DATA_DIR: tmp(), COMPANY_CNPJ: '11.222.333/0001-82' })).toThrow(
      /COMPANY_CNPJ: CNPJ inválido/,
    );
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/aula' })).toThrow(
      /JWT_SECRET: obrigatório/,
    );
  });

  it('lists every invalid variable in one clear error', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', GTM_ID: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/^Configuração inválida:/);
      expect(message).toContain('PORT: Informe um número.');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('GTM_ID');
    }
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: tmp(), REDIS_URL: '', COOKIE_DOMAIN: ' ' });
    expect(config.redisUrl).toBeUndefined();
    expect(config.cookieDomain).toBeNull();
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses/CIDRs, never "true"', () => {
    const trust = (value: string | undefined) =>
      loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: value }).trustProxy;
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.10,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8']);
    expect(() => trust('true')).toThrow(/TRUST_PROXY: use o número de proxies/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: endereço ou CIDR inválido: 10.0.0.0\/33/);
    expect(() => trust('proxy.interno')).toThrow(/inválido: proxy.interno/);
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(48),
      RECAPTCHA_SECRET_KEY: 'segredo',
      SEED_DEMO_DATA: 'false',
    };

    it('starts with a shared secret, a bot check and no demo data', () => {
      expect(loadConfig({ DATA_DIR: tmp(), ...production }).isProduction).toBe(true);
    });

    it('refuses demo data, a generated secret and a missing reCAPTCHA secret, naming each variable', () => {
      try {
        loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        const message = (error as Error).message;
        expect(message).toContain('SEED_DEMO_DATA: dados de demonstração');
        expect(message).toContain('JWT_SECRET: obrigatório em produção');
        expect(message).toContain('RECAPTCHA_SECRET_KEY: obrigatório em produção');
      }
      for (const unset of ['JWT_SECRET', 'RECAPTCHA_SECRET_KEY'] as const) {
        expect(() => loadConfig({ DATA_DIR: tmp(), ...production, [unset]: '' })).toThrow(unset);
      }
      expect(() => loadConfig({ DATA_DIR: tmp(), ...production, SEED_DEMO_DATA: 'true' })).toThrow(
        'SEED_DEMO_DATA',
      );
    });
  });
});
