#!/usr/bin/env node
// `pnpm new-brand "<Brand Name>" [--like main-app] [--theme main] [--color #RRGGBB] [--app-code x]`
// scaffolds a fifth (sixth, ...) brand app: a folder under apps/ with its brand.meta.ts,
// brand.config.ts, entry, index.html, Vite/Playwright/TypeScript/ESLint configs, browser tests and
// rendered icons and banner art. A brand is configuration (ARCHITECTURE.md): nothing under
// packages/ changes. The new brand starts as a copy of the behaviour of the brand it is "like"
// (login surface, wallet routes, tabs, features) with its own name, colours, ports and app code.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Brand folder names: lower-case words joined by dashes (they become package names and ports' owners). */
export const BRAND_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Must match packages/domain's MAIN_APP_CODE_PREFIX: a main-role brand's app code starts with it (spec §6). */
export const MAIN_APP_CODE_PREFIX = 'main';

/** "Lucky Star 88" → "lucky-star-88". */
export function slugOf(name) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A stable colour from a name, so the same name always gets the same brand colour. */
export function colourOf(name) {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  const hue = (h >>> 0) % 360;
  return hslToHex(hue, 70, 45);
}

function hslToHex(h, s, l) {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(Math.min(k - 3, 9 - k, 1), -1);
    return Math.round(255 * c)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`.toUpperCase();
}

/** The second colour of the brand's art: the hue turned by 40°, lighter. */
function partnerOf(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  let hue = 0;
  if (max !== min) {
    const d = max - min;
    hue = max === r ? ((g - b) / d + (g < b ? 6 : 0)) * 60 : max === g ? ((b - r) / d + 2) * 60 : ((r - g) / d + 4) * 60;
  }
  return hslToHex((Math.round(hue) + 40) % 360, 85, 60);
}

/** Reads the plain fields of an existing brand's brand.meta.ts (generated shape, no TS runtime). */
export function readBrandMeta(appDir) {
  const text = readFileSync(path.join(appDir, 'src/brand.meta.ts'), 'utf8');
  const str = (key) => new RegExp(`\\b${key}: '([^']*)'`).exec(text)?.[1];
  const num = (re) => Number(re.exec(text)?.[1]);
  return {
    id: str('id'),
    title: str('title'),
    backgroundColor: str('backgroundColor'),
    appCode: str('appCode'),
    port: num(/\bport: (\d+)/),
    testApi: num(/\bapi: (\d+)/),
    testWeb: num(/\bweb: (\d+)/),
  };
}

/** The brand apps of a folder: every folder with a src/brand.meta.ts. */
export function listBrands(appsDir) {
  return readdirSync(appsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(appsDir, d.name, 'src/brand.meta.ts')))
    .map((d) => ({ dir: path.join(appsDir, d.name), ...readBrandMeta(path.join(appsDir, d.name)) }));
}

/** Theme names the shell re-exports (packages/shell/src/themes/<name>.ts). */
export function themeNames(root = ROOT) {
  return readdirSync(path.join(root, 'packages/shell/src/themes'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
}

function themeOfConfig(configText) {
  return /from '@perya\/shell\/themes\/([A-Za-z0-9]+)'/.exec(configText)?.[1];
}

const q = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function brandMetaSource(meta) {
  return `// Plain data about the brand that its Vite config, manifest and browser tests read (no imports,
// so Node can load it without the vanilla-extract plugin). Everything else is in brand.config.ts.
const meta = {
  id: ${q(meta.id)},
  /**
   * The brand's one name, everywhere a player or a store sees it: tab title, manifest name and
   * short_name, home header, login, share, download page. 12 characters at most (a launcher label).
   */
  title: ${q(meta.title)},
  themeColor: ${q(meta.themeColor)},
  backgroundColor: ${q(meta.backgroundColor)},
  /** Colours of the generated icons and banner art (tooling/scripts/new-brand-assets.mjs). */
  art: { from: ${q(meta.art.from)}, to: ${q(meta.art.to)}, ink: ${q(meta.art.ink)} },
  /** \`pnpm start\` serves the built app here (vite preview). */
  port: ${meta.port},
  /** Default app code when PERYA_APP_CODE is unset at build time. */
  appCode: ${q(meta.appCode)},
  /** Ports of this brand's browser tests: the reference server and the preview of the test build. */
  testPorts: { api: ${meta.testPorts.api}, web: ${meta.testPorts.web} },
} as const;

export default meta;
`;
}

/** A brand's Playwright config: the reference server and the brand's own test build. */
export const BRAND_PLAYWRIGHT_CONFIG = `import { brandPlaywrightConfig } from '@perya/shell/e2e/config';
import meta from './src/brand.meta';

export default brandPlaywrightConfig(import.meta.dirname, meta);
`;

/**
 * Plans a new brand without touching the disk: its meta and every file's text.
 * @param {{ name: string, like?: string, theme?: string, color?: string, appCode?: string, appsDir?: string, root?: string }} options
 */
export function planBrand(options) {
  const root = options.root ?? ROOT;
  const appsDir = options.appsDir ?? path.join(root, 'apps');
  const title = String(options.name ?? '').trim().replace(/\s+/g, ' ');
  if (!title) throw new Error('new-brand: give the brand a name, e.g. pnpm new-brand "Lucky Star"');
  const id = slugOf(title);
  if (!BRAND_ID.test(id) || id.length < 2 || id.length > 40) {
    throw new Error(`new-brand: "${title}" makes the folder name "${id}"; use 2–40 letters, digits and spaces, starting with a letter`);
  }
  // The brand's one name is its home-screen label too, which a launcher cuts after about 12.
  if (title.length > 12) throw new Error(`new-brand: "${title}" is ${title.length} characters; a brand's one name is also its home-screen label: 12 at most`);
  if (existsSync(path.join(appsDir, id))) throw new Error(`new-brand: apps/${id} already exists`);

  const brands = listBrands(appsDir);
  const likeId = options.like ?? 'main-app';
  const like = brands.find((b) => b.id === likeId || path.basename(b.dir) === likeId);
  if (!like) throw new Error(`new-brand: --like ${likeId} is not a brand app (one of: ${brands.map((b) => path.basename(b.dir)).join(', ')})`);

  const likeConfig = readFileSync(path.join(like.dir, 'src/brand.config.ts'), 'utf8');
  const likeTheme = themeOfConfig(likeConfig);
  const theme = options.theme ?? likeTheme;
  const themes = themeNames(root);
  if (!theme || !themes.includes(theme)) throw new Error(`new-brand: --theme ${theme} is not a theme (one of: ${themes.join(', ')})`);

  const colour = (options.color ?? colourOf(title)).toUpperCase();
  if (!/^#[0-9A-F]{6}$/.test(colour)) throw new Error(`new-brand: --color ${options.color} is not a #RRGGBB colour`);

  // A brand wearing another theme takes the page background of a brand that wears it (dark or light).
  const themeTwin = brands.find((b) => themeOfConfig(readFileSync(path.join(b.dir, 'src/brand.config.ts'), 'utf8')) === theme) ?? like;
  const mainRole = /role: 'main'/.test(likeConfig);
  const compact = id.replace(/-/g, '').slice(0, 12);
  const appCode = options.appCode ?? (mainRole ? `${MAIN_APP_CODE_PREFIX}${compact}` : `${compact}ph`);
  if (!/^[A-Za-z0-9_]{2,32}$/.test(appCode)) throw new Error(`new-brand: --app-code ${appCode} must be 2–32 letters, digits or _`);
  if (mainRole !== appCode.toLowerCase().startsWith(MAIN_APP_CODE_PREFIX)) {
    throw new Error(`new-brand: a ${mainRole ? 'main' : 'child'}-role brand's app code ${mainRole ? 'must' : 'must not'} start with "${MAIN_APP_CODE_PREFIX}" (spec §6)`);
  }
  // Each port one past the highest of its kind, skipping any port another brand uses in any role.
  const used = new Set(brands.flatMap((b) => [b.port, b.testApi, b.testWeb]));
  const taken = (pick) => {
    let port = Math.max(0, ...brands.map(pick).filter(Number.isFinite)) + 1;
    while (used.has(port)) port++;
    used.add(port);
    return port - 1;
  };
  const meta = {
    id,
    title,
    themeColor: colour,
    backgroundColor: themeTwin.backgroundColor ?? '#FFFFFF',
    art: { from: colour, to: partnerOf(colour), ink: '#FFFFFF' },
    port: taken((b) => b.port) + 1,
    appCode,
    testPorts: { api: taken((b) => b.testApi) + 1, web: taken((b) => b.testWeb) + 1 },
  };

  const copy = (rel) => readFileSync(path.join(like.dir, rel), 'utf8');
  const pkg = JSON.parse(copy('package.json'));
  pkg.name = `@perya/${id}`;
  pkg.description = `Brand app: ${title} (scaffolded from ${path.basename(like.dir)} by new-brand).`;
  pkg.config = { ...pkg.config, port: String(meta.port) };
  pkg.scripts = Object.fromEntries(Object.entries(pkg.scripts).map(([k, v]) => [k, v.replace(/--port \d+/, `--port ${meta.port}`)]));

  const config = likeConfig
    .replace(/^(\/\/[^\n]*\n)+/, `// ${title}: a brand scaffolded by new-brand from ${path.basename(like.dir)}. Everything that makes it\n// differ from other brands is data here (ARCHITECTURE.md "A brand is configuration").\n`)
    .replace(`@perya/shell/themes/${likeTheme}`, `@perya/shell/themes/${theme}`)
    .replace(/links: \{ telegram: '[^']*'/, `links: { telegram: 'https://t.me/${id.replace(/-/g, '_')}'`);
  const spec = copy('e2e/brand.spec.ts').replace(/theme: '[A-Za-z0-9]+'/, `theme: '${theme}'`);

  const files = {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'src/brand.meta.ts': brandMetaSource(meta),
    'src/brand.config.ts': config,
    'src/main.tsx': copy('src/main.tsx'),
    'index.html': copy('index.html'),
    'vite.config.ts': copy('vite.config.ts'),
    // The plain browser-test config, whatever brand it is like: the main app's also serves the
    // child app for its cross-app migration test, which a new brand does not run.
    'playwright.config.ts': BRAND_PLAYWRIGHT_CONFIG,
    'tsconfig.json': copy('tsconfig.json'),
    'eslint.config.js': copy('eslint.config.js'),
    'e2e/brand.spec.ts': spec,
  };
  return { dir: path.join(appsDir, id), like: path.basename(like.dir), theme, meta, files };
}

/** Writes a planned brand to disk, then (unless `assets: false`) renders its icons and banner art. */
export async function scaffoldBrand(options) {
  const plan = planBrand(options);
  for (const [rel, text] of Object.entries(plan.files)) {
    const file = path.join(plan.dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  if (options.assets !== false) {
    const { renderBrandAssets } = await import('./new-brand-assets.mjs');
    await renderBrandAssets(plan.dir);
  }
  return plan;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      like: { type: 'string' },
      theme: { type: 'string' },
      color: { type: 'string' },
      'app-code': { type: 'string' },
      'no-assets': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(`usage: pnpm new-brand "<Brand Name>" [--like main-app|child-app|invite-h5|blackgold-v3] [--theme ${themeNames().join('|')}] [--color #RRGGBB] [--app-code code] [--no-assets]`);
    process.exit(values.help ? 0 : 1);
  }
  try {
    const plan = await scaffoldBrand({
      name: positionals.join(' '),
      like: values.like,
      theme: values.theme,
      color: values.color,
      appCode: values['app-code'],
      assets: !values['no-assets'],
    });
    const rel = path.relative(ROOT, plan.dir);
    console.log(`Created ${rel} (like ${plan.like}, theme ${plan.theme}, app code ${plan.meta.appCode}).`);
    console.log(`  pnpm start serves it on http://127.0.0.1:${plan.meta.port}/; its browser tests use ports ${plan.meta.testPorts.api} (API) and ${plan.meta.testPorts.web} (app).`);
    console.log('Next:');
    console.log('  pnpm install                         # link the new workspace package');
    console.log(`  edit ${rel}/src/brand.config.ts    # login surface, wallet routes, tabs, features, locales`);
    console.log(`  pnpm --filter @perya/${plan.meta.id} build && pnpm --filter @perya/${plan.meta.id} e2e`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
