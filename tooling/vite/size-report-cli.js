#!/usr/bin/env node
// `perya-size-report [distDir] [--budget KB]`: prints the home route's first-load JS (gzip) and
// fails when it is over the budget.
import path from 'node:path';
import { HOME_BUDGET_KB, sizeReport } from './size-report.js';

const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budgetKb = budgetAt >= 0 ? Number(args[budgetAt + 1]) : HOME_BUDGET_KB;
const dist = path.resolve(args.find((a, i) => !a.startsWith('--') && i !== budgetAt + 1) ?? 'dist');
const { files, totalGzip } = sizeReport(dist);
const kb = (n) => (n / 1024).toFixed(1);
console.log(`First-load JS of the home route (${path.relative(process.cwd(), dist) || '.'}), gzip:`);
for (const f of files) console.log(`  ${kb(f.gzip).padStart(7)} KB  ${f.file}`);
console.log(`  ${kb(totalGzip).padStart(7)} KB  total (budget ${budgetKb} KB)`);
if (totalGzip > budgetKb * 1024) {
  console.error(`Over budget by ${kb(totalGzip - budgetKb * 1024)} KB`);
  process.exit(1);
}
