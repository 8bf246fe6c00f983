// Bundles src/main.ts into dist/main.js for Node 20: the @perya/* workspace sources (TypeScript,
// no build step of their own) are bundled in; packages from node_modules stay external.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const packageDir = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@perya/'));

const result = await build({
  entryPoints: [path.resolve(packageDir, process.argv[3] ?? 'src/main.ts')],
  // `node scripts/build.mjs [outfile] [entry]`: another output lets tests build without racing
  // `dist/main.js` (and bundle the ops CLI, scripts/ops.ts).
  outfile: path.resolve(packageDir, process.argv[2] ?? 'dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Every third-party import (and its subpaths) resolves from node_modules at run time.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS helpers may call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
});

const inputs = Object.keys(result.metafile.inputs);
const workspace = inputs.filter((file) => file.includes('packages/')).length;
console.log(`dist/main.js: ${inputs.length} source files bundled (${workspace} from workspace packages)`);
