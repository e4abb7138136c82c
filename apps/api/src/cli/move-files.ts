import { plural } from '@aula/contracts';
import { migrate, openDatabase } from '@aula/db';
import { loadConfig } from '../config';
import { fileStorageFor } from '../lib/file-storage-for';
import { moveFiles, type MoveReport } from '../lib/move-files';

const DRIVER_NAMES = { disk: 'disco', postgres: 'PostgreSQL', s3: 'S3' } as const;

function summary(report: MoveReport, uploadsDir: string): string[] {
  return [
    `${plural(report.copied, 'arquivo copiado', 'arquivos copiados')}.`,
    `${plural(report.alreadyThere, 'arquivo já estava', 'arquivos já estavam')} no destino.`,
    ...(report.ignored.length > 0
      ? [
          `${plural(report.ignored.length, 'arquivo ignorado', 'arquivos ignorados')} (nome fora do padrão): ${report.ignored.join(', ')}`,
        ]
      : []),
    ...report.failed.map(
      ({ key, error }) => `Falhou: ${key} (${error instanceof Error ? error.message : String(error)})`,
    ),
    `Os originais continuam em ${uploadsDir}; apague-os depois de conferir que o site serve os arquivos.`,
  ];
}

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const { driver } = config.fileStorage;
  if (driver === 'disk') {
    console.log(`O armazenamento configurado já é o disco (${config.uploadsDir}): nada a mover.`);
    return 0;
  }
  const database =
    driver === 'postgres'
      ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
      : undefined;
  try {
    if (database) await migrate(database.db);
    console.log(`Copiando os arquivos de ${config.uploadsDir} para o armazenamento ${DRIVER_NAMES[driver]}…`);
    const report = await moveFiles(config.uploadsDir, await fileStorageFor(config.fileStorage, database?.db));
    for (const line of summary(report, config.uploadsDir)) console.log(line);
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    await database?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `\nNão foi possível mover os arquivos:\n${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
