#!/usr/bin/env node
// Runs every suite — unit and API on PGlite, API and db again on PostgreSQL when TEST_DATABASE_URL
// is set, then e2e in Chromium — and ends with one line summing them: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'aula-test-reports-'));
const { TEST_DATABASE_URL, ...envWithoutServer } = process.env;

const suites = [
  { name: 'unitários e API (PGlite)', args: [], env: envWithoutServer },
  ...(TEST_DATABASE_URL
    ? [{ name: 'API e banco (PostgreSQL)', args: ['--project', 'api*', '--project', 'db'], env: process.env }]
    : []),
  { name: 'e2e (Chromium)', args: [], env: envWithoutServer, cwd: 'e2e' },
];

let passed = 0;
let failed = 0;
const failedNames = [];
let exitCode = 0;
for (const [index, suite] of suites.entries()) {
  const outputFile = join(reports, `suite-${index}.json`);
  console.log(`\n=== ${suite.name} ===`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...suite.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    { stdio: 'inherit', env: suite.env, cwd: suite.cwd },
  );
  if (result.status !== 0) exitCode = 1;
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests) {
        const why = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n    ').slice(0, 700);
        failedNames.push(`${suite.name}: ${test.fullName} (${file.name})\n    ${why}`);
      }
      // A file that fails before its tests run (setup, import) reports no failed test: count it once.
      if (file.status === 'failed' && failedTests.length === 0) {
        failed += 1;
        failedNames.push(
          `${suite.name}: ${file.name}: ${file.message ?? 'falhou antes dos testes'}`.slice(0, 400),
        );
      }
    }
  } else {
    console.error(`(${suite.name}: nenhum relatório gerado)`);
    failed += 1;
  }
}
if (passed === 0) exitCode = 1;
// CI keeps only the tail of the output: name what failed right above the totals.
if (failedNames.length > 0) console.log(`\nFalhas:\n${failedNames.map((name) => `- ${name}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
