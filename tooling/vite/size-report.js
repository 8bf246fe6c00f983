// First-load JavaScript of a brand's home route, gzip: the entry chunk and everything it imports
// statically, plus the home page's lazy chunk and its static imports (home is preloaded at start).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budget of the home route's first-load JS, gzip, in KB (README of tooling/vite). */
export const HOME_BUDGET_KB = 150;

/** Suffix of the home page module in the Vite manifest. */
export const HOME_MODULE = 'pages/home/HomePage.tsx';

/**
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], src?: string}>} manifest
 * @returns {string[]} files of the home route's first load
 */
export function homeFiles(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('size-report: no index.html entry in the Vite manifest (build with manifest: true)');
  visit(entry);
  const home = Object.keys(manifest).find((k) => k.endsWith(HOME_MODULE));
  if (home) visit(home);
  return [...files].filter((f) => f.endsWith('.js'));
}

/** @returns {{ files: {file: string, gzip: number}[], totalGzip: number }} */
export function sizeReport(distDir) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`size-report: ${manifestPath} is missing; build the app first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = homeFiles(manifest).map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }));
  return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0) };
}
