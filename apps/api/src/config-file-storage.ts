import type { S3Options } from './lib/file-storage-s3';

export type FileStorageConfig =
  { driver: 'disk'; dir: string } | { driver: 'postgres' } | ({ driver: 's3' } & S3Options);

interface FileStorageEnv {
  DATABASE_URL?: string | undefined;
  FILE_STORAGE?: 'disk' | 'postgres' | 's3' | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function s3Problems(e: FileStorageEnv): string[] {
  const named = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const others = named.filter((name) => e[name] !== undefined);
  return [
    !e.S3_BUCKET &&
      e.FILE_STORAGE === 's3' &&
      'S3_BUCKET: obrigatório com FILE_STORAGE=s3 (o nome do bucket onde ficam os arquivos)',
    !e.S3_BUCKET &&
      e.FILE_STORAGE !== 's3' &&
      others.length > 0 &&
      `S3_BUCKET: obrigatório quando ${others.join(', ')} está definido (sem ele, o armazenamento S3 não é usado)`,
    e.S3_BUCKET &&
      !BUCKET_NAME.test(e.S3_BUCKET) &&
      'S3_BUCKET: nome de bucket inválido (de 3 a 63 letras minúsculas, números, pontos ou hífens)',
    (e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined) &&
      'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: defina os dois juntos (ou nenhum, para usar as credenciais do ambiente da AWS)',
  ].filter((problem): problem is string => typeof problem === 'string');
}

/**
 * Where uploads go: S3 when a bucket is set, else PostgreSQL with DATABASE_URL (so several
 * instances share files with nothing more to set up), else DATA_DIR/uploads. FILE_STORAGE overrides.
 */
export function fileStorageConfig(
  e: FileStorageEnv,
  uploadsDir: string,
): { config: FileStorageConfig; problems: string[] } {
  const problems = s3Problems(e);
  const driver = e.FILE_STORAGE ?? (e.S3_BUCKET ? 's3' : e.DATABASE_URL ? 'postgres' : 'disk');
  if (driver === 'disk') return { config: { driver, dir: uploadsDir }, problems };
  if (driver === 'postgres') return { config: { driver }, problems };
  const credentials =
    e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
      : null;
  return {
    config: {
      driver,
      bucket: e.S3_BUCKET ?? '',
      region: e.S3_REGION ?? 'us-east-1',
      endpoint: e.S3_ENDPOINT ?? null,
      credentials,
    },
    problems,
  };
}
