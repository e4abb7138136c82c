import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '@aula/db';
import { createTestDatabase } from '@aula/db/testing';
import type { FileStorage } from '../src/lib/file-storage';
import { postgresFileStorage } from '../src/lib/file-storage-postgres';
import { s3Client, s3FileStorage } from '../src/lib/file-storage-s3';
import { moveFiles } from '../src/lib/move-files';
import { startLocalS3 } from './local-s3';

async function bytesOf(storage: FileStorage, key: string) {
  const stream = await storage.open(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A DATA_DIR/uploads as the disk driver leaves it: `ab/ab…uuid`, plus a stray file. */
async function uploadsWith(count: number, dir?: string) {
  dir ??= await mkdtemp(join(tmpdir(), 'aula-uploads-'));
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const key = `${id.slice(0, 2)}/${id}`;
    const data = randomBytes(1000 + i);
    await mkdir(join(dir, id.slice(0, 2)), { recursive: true });
    await writeFile(join(dir, key), data);
    files.set(key, data);
  }
  await writeFile(join(dir, 'LEIA-ME.txt'), 'não é um arquivo enviado');
  return { dir, files };
}

describe('moving disk uploads into the PostgreSQL driver', () => {
  let database: DatabaseHandle;
  let target: FileStorage;
  beforeAll(async () => {
    database = await createTestDatabase(inject('dbSeed'));
    target = postgresFileStorage(database.db);
  });
  afterAll(() => database.close());

  it('copies every file under its key, skips what is already there, and a second run copies nothing', async () => {
    const { dir, files } = await uploadsWith(3);
    const [already] = [...files.keys()];
    await target.save(already!, files.get(already!)!);

    const first = await moveFiles(dir, target);
    expect(first).toEqual({ copied: 2, alreadyThere: 1, ignored: ['LEIA-ME.txt'], failed: [] });
    for (const [key, data] of files) expect((await bytesOf(target, key))?.equals(data)).toBe(true);

    const second = await moveFiles(dir, target);
    expect(second).toMatchObject({ copied: 0, alreadyThere: 3, failed: [] });
    await rm(dir, { recursive: true, force: true });
  });

  it('finds nothing to move when the folder does not exist', async () => {
    expect(await moveFiles(join(tmpdir(), `nao-existe-${randomUUID()}`), target)).toEqual({
      copied: 0,
      alreadyThere: 0,
      ignored: [],
      failed: [],
    });
  });
});

describe('npm run files:move (the command itself, into S3)', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  const run = (env: Record<string, string>) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', new URL('../src/cli/move-files.ts', import.meta.url).pathname],
      { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env } },
    );

  it('prints the counts in Portuguese and is idempotent', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'aula-data-'));
    const { files } = await uploadsWith(2, join(dataDir, 'uploads'));
    const env = { ...s3.env, DATA_DIR: dataDir };

    const first = await run(env);
    expect(first.stdout).toContain('para o armazenamento S3');
    expect(first.stdout).toContain('2 arquivos copiados.');
    expect(first.stdout).toContain('0 arquivos já estavam no destino.');
    expect(first.stdout).toContain('1 arquivo ignorado (nome fora do padrão): LEIA-ME.txt');
    const client = s3Client(s3.options);
    const bucket = s3FileStorage(client, s3.options.bucket);
    for (const [key, data] of files) expect((await bytesOf(bucket, key))?.equals(data)).toBe(true);
    client.destroy();

    const second = await run(env);
    expect(second.stdout).toContain('0 arquivos copiados.');
    expect(second.stdout).toContain('2 arquivos já estavam no destino.');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says there is nothing to move when the files already live on disk', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'aula-data-'));
    const { stdout } = await run({ DATA_DIR: dataDir });
    expect(stdout).toContain('O armazenamento configurado já é o disco');
    await rm(dataDir, { recursive: true, force: true });
  });
});
