#!/usr/bin/env node
// `perya-size-report [distDir] [--budget KB]`: prints the home route's first-load JS (gzip) and
// fails when it is over the budget (default HOME_BUDGET_KB; see README.md).
import path from 'node:path';
import { HOME_BUDGET_KB, parseSizeArgs, sizeReport } from './size-report.js';

let options;
try {
  options = parseSizeArgs(process.argv.slice(2), HOME_BUDGET_KB);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const dist = path.resolve(options.dist);
let report;
try {
  report = sizeReport(dist);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { files, totalGzip } = report;
const kb = (n) => (n / 1024).toFixed(1);
console.log(`First-load JS of the home route (${path.relative(process.cwd(), dist) || '.'}), gzip:`);
for (const f of files) console.log(`  ${kb(f.gzip).padStart(7)} KB  ${f.file}`);
console.log(`  ${kb(totalGzip).padStart(7)} KB  total (budget ${options.budgetKb} KB)`);
if (totalGzip > options.budgetKb * 1024) {
  console.error(`Over budget by ${kb(totalGzip - options.budgetKb * 1024)} KB (tooling/vite/README.md: what is in the first load, what to do)`);
  process.exit(1);
}
