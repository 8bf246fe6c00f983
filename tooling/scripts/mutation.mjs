#!/usr/bin/env node
// `pnpm mutation`: StrykerJS over the rules that move or guard money, one package after another,
// then the score per file and a non-zero exit under a package's threshold (README "Mutation
// testing"). A benchmark, not part of `pnpm test`.
//
//   pnpm mutation                          every target, incremental from the committed reports
//   pnpm mutation domain                   one target (domain, engines, server)
//   pnpm mutation domain src/lotto.ts ...  only these files (paths relative to the package)
//   pnpm mutation --report                 print the committed scores without running anything
//
// Each target's results live in `<package>/stryker-incremental.json`, committed: Stryker reuses
// the result of every mutant whose code and covering tests did not change, so a rerun after a
// small change only tests the mutants it touched.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { mergeReports, scoreReport } from './mutation-report.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** What each target mutates lives in its package's stryker.config.mjs. */
const targets = {
  domain: { dir: 'packages/domain', threshold: 90 },
  engines: { dir: 'packages/games', threshold: 90 },
  server: { dir: 'apps/server', threshold: 85 },
};

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const reportOnly = args.includes('--report');
const positional = args.filter((arg) => !arg.startsWith('--'));
const chosen = positional.filter((arg) => arg in targets);
const files = positional.filter((arg) => !(arg in targets));
if (files.length > 0 && chosen.length !== 1) {
  console.error('Name exactly one target (domain, engines, server) before the files to mutate.');
  process.exit(2);
}

const strykerBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')),
  'bin/stryker.js',
);

let failed = false;
for (const name of chosen.length > 0 ? chosen : Object.keys(targets)) {
  const { dir, threshold } = targets[name];
  const cwd = path.join(root, dir);
  const committed = path.join(cwd, 'stryker-incremental.json');
  if (!reportOnly) {
    const scratch = mkdtempSync(path.join(os.tmpdir(), `perya-mutation-${name}-`));
    const runFile = path.join(scratch, 'incremental.json');
    if (existsSync(committed)) copyFileSync(committed, runFile);
    const run = spawnSync(
      process.execPath,
      [strykerBin, 'run', '--incrementalFile', runFile, ...(files.length > 0 ? ['--mutate', files.join(',')] : [])],
      { cwd, stdio: 'inherit' },
    );
    if (run.status !== 0 || !existsSync(runFile)) {
      console.error(`${name}: Stryker failed (exit ${run.status ?? run.signal}).`);
      failed = true;
      rmSync(scratch, { recursive: true, force: true });
      continue;
    }
    const previous = existsSync(committed) ? JSON.parse(readFileSync(committed, 'utf8')) : undefined;
    const merged = mergeReports(previous, JSON.parse(readFileSync(runFile, 'utf8')), files.length === 0);
    writeFileSync(committed, `${JSON.stringify(merged, null, 1)}\n`);
    rmSync(scratch, { recursive: true, force: true });
  }
  if (!existsSync(committed)) {
    console.log(`\n${name} (${dir}): no results yet.`);
    failed = true;
    continue;
  }
  failed = printScores(name, dir, threshold, JSON.parse(readFileSync(committed, 'utf8'))) || failed;
}
process.exit(failed ? 1 : 0);

/** Prints the table; returns true when the target is under its threshold. */
function printScores(name, dir, threshold, report) {
  const { rows, total } = scoreReport(report);
  const pct = (value) => (value === null ? '  n/a' : value.toFixed(1).padStart(5));
  const width = Math.max(4, ...rows.map((row) => row.file.length));
  console.log(`\n${name} (${dir}), threshold ${threshold} %`);
  console.log(`${'file'.padEnd(width)}  score  killed  timeout  survived  no cov  ignored`);
  for (const row of rows) {
    const flag = row.score !== null && row.score < threshold ? '  <' : '';
    console.log(
      `${row.file.padEnd(width)}  ${pct(row.score)}  ${String(row.killed).padStart(6)}  ${String(row.timeout).padStart(7)}  ${String(row.survived).padStart(8)}  ${String(row.noCoverage).padStart(6)}  ${String(row.ignored).padStart(7)}${flag}`,
    );
  }
  const under = total === null || total < threshold;
  console.log(`${'all files'.padEnd(width)}  ${pct(total)}  ${under ? `UNDER ${threshold} %` : 'ok'}`);
  return under;
}
