import { migrate, openDatabase } from '@aula/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { fileStorageFor } from './lib/file-storage-for';
import { errorFields } from './lib/log-redaction';
import { untilDatabaseAnswers } from './lib/wait-for-database';
import { startErrorReporting } from './lib/sentry';
import type { DemoAccount } from './seed/demo';
import { seedDemo } from './seed/first-boot';
import { seedEssentials } from './seed/essentials';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const startedAt = performance.now();
  const config = loadConfig(process.env);
  const reportError = await startErrorReporting(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await untilDatabaseAnswers(
    async () => {
      await migrate(database.db);
      await seedEssentials(database.db);
    },
    (line) => console.warn(line),
  );
  const demoAccounts = config.seedDemoData
    ? await seedDemo(database.db, (db) => fileStorageFor(config.fileStorage, db), {
        staffPassword: config.demoStaffPassword,
      })
    : [];
  let listeningUrl = config.publicUrl;
  // Loaded only without provider keys: a production process never holds the sandbox (a second
  // Fastify and pdfkit for its boletos).
  const local = config.pagarme.secretKey
    ? undefined
    : await (await import('./sandbox/start-for-server')).startSandboxForServer(config, () => listeningUrl);
  const app = await buildApp({
    config,
    database,
    reportError,
    ...(local ? { payments: local.payments } : {}),
  });

  // A promise nobody awaited (background work losing the database) is a bug to log, not a reason
  // to drop every request in flight; Sentry, when configured, reports it on its own.
  process.on('unhandledRejection', (reason) => {
    app.log.error(errorFields(reason), 'promessa rejeitada sem tratamento');
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando: parando de aceitar conexões e concluindo requisições');
    const timer = setTimeout(() => {
      app.log.error('encerramento demorou demais; saindo à força');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await local?.sandbox.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error(errorFields(error), 'falha ao encerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  if (address && typeof address === 'object') listeningUrl = `http://127.0.0.1:${address.port}`;
  if (local)
    app.log.info(`provedor de pagamento: sandbox local em ${local.sandbox.url} (sem PAGARME_SECRET_KEY)`);
  const mode = database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt) },
    `Aula no ar em ${config.publicUrl} — banco: ${mode}`,
  );
  if (demoAccounts.length > 0) printDemoAccounts(config.publicUrl, demoAccounts);
}

function printDemoAccounts(publicUrl: string, accounts: DemoAccount[]) {
  const lines = accounts.map((a) => `  ${a.role.padEnd(24)} ${a.login.padEnd(26)} senha: ${a.password}`);
  console.log(
    [
      '',
      `Dados de demonstração criados. Acesse ${publicUrl}/login com:`,
      ...lines,
      '',
      'A senha do superusuário é aleatória e só aparece agora: anote-a.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirInUseError')) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
