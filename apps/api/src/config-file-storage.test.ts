import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Env } from './config';

const DATABASE = { DATABASE_URL: 'postgres://localhost/aula', JWT_SECRET: 'x'.repeat(32) };
const S3 = { S3_BUCKET: 'aula-arquivos', S3_ACCESS_KEY_ID: 'chave', S3_SECRET_ACCESS_KEY: 'segredo' };

const storageOf = (env: Env) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-config-'));
  return { dataDir, storage: loadConfig({ DATA_DIR: dataDir, ...env }).fileStorage };
};
const problemsOf = (env: Env) => () => storageOf(env);

describe('file storage configuration', () => {
  it('keeps files on disk in embedded mode, in PostgreSQL with DATABASE_URL, in S3 with a bucket', () => {
    const embedded = storageOf({});
    expect(embedded.storage).toEqual({ driver: 'disk', dir: join(embedded.dataDir, 'uploads') });
    expect(storageOf(DATABASE).storage).toEqual({ driver: 'postgres' });
    expect(storageOf({ ...DATABASE, ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).storage).toEqual({
      driver: 's3',
      bucket: 'aula-arquivos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'chave', secretAccessKey: 'segredo' },
    });
  });

  it('lets FILE_STORAGE choose, and uses the AWS credential chain without keys', () => {
    expect(storageOf({ ...DATABASE, FILE_STORAGE: 'disk' }).storage.driver).toBe('disk');
    expect(storageOf({ FILE_STORAGE: 'postgres' }).storage.driver).toBe('postgres');
    expect(storageOf({ S3_BUCKET: 'aula-arquivos', S3_REGION: 'sa-east-1' }).storage).toEqual({
      driver: 's3',
      bucket: 'aula-arquivos',
      region: 'sa-east-1',
      endpoint: null,
      credentials: null,
    });
  });

  it('names the variable that is missing or wrong, in Portuguese', () => {
    expect(problemsOf({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: obrigatório com FILE_STORAGE=s3/);
    expect(problemsOf({ FILE_STORAGE: 'nuvem' })).toThrow(/FILE_STORAGE: use disk, postgres ou s3/);
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: obrigatório quando S3_ENDPOINT está definido/,
    );
    expect(problemsOf({ ...S3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT: informe a URL do serviço/);
    expect(problemsOf({ S3_BUCKET: 'Arquivos_Aula' })).toThrow(/S3_BUCKET: nome de bucket inválido/);
    expect(problemsOf({ S3_BUCKET: 'aula-arquivos', S3_ACCESS_KEY_ID: 'chave' })).toThrow(
      /S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: defina os dois juntos/,
    );
  });
});
