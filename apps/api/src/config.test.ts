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
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('GTM_ID');
    }
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: tmp(), REDIS_URL: '', COOKIE_DOMAIN: ' ' });
    expect(config.redisUrl).toBeUndefined();
    expect(config.cookieDomain).toBeNull();
  });
});
