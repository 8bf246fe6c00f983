#!/usr/bin/env node
// Renders a brand's icons (SVG + 192/512 PNG) and its home banner and promo art from the colours
// in its src/brand.meta.ts, with Debian's chromium (never a download). Used by `new-brand` and
// re-runnable: `node tooling/scripts/new-brand-assets.mjs apps/<brand>`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Reads the plain fields of brand.meta.ts (a fixed, generated shape: no TypeScript runtime needed). */
export function readMeta(appDir) {
  const text = readFileSync(path.join(appDir, 'src/brand.meta.ts'), 'utf8');
  const str = (key) => new RegExp(`\\b${key}: '([^']*)'`).exec(text)?.[1];
  const art = /art: \{ from: '([^']+)', to: '([^']+)', ink: '([^']+)' \}/.exec(text);
  if (!art) throw new Error(`${appDir}/src/brand.meta.ts has no art: { from, to, ink } colours`);
  return { id: str('id'), title: str('title'), from: art[1], to: art[2], ink: art[3] };
}

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function iconSvg(meta) {
  const letter = esc((meta.title || 'P').trim().charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${meta.from}"/><stop offset="1" stop-color="${meta.to}"/></linearGradient></defs>
  <rect width="512" height="512" rx="112" fill="url(#g)"/>
  <circle cx="256" cy="256" r="176" fill="none" stroke="${meta.ink}" stroke-opacity="0.35" stroke-width="16"/>
  <text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="260" fill="${meta.ink}">${letter}</text>
</svg>
`;
}

/** Decorative art only (no words): titles are drawn by the app in the player's language. */
function artSvg(meta, width, height, seed) {
  const shapes = [];
  let x = seed * 9301 + 49297;
  const rnd = () => ((x = (x * 9301 + 49297) % 233280) / 233280);
  for (let i = 0; i < 14; i++) {
    const r = 10 + rnd() * (height / 4);
    shapes.push(`<circle cx="${(rnd() * width).toFixed(0)}" cy="${(rnd() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${meta.ink}" fill-opacity="${(0.06 + rnd() * 0.16).toFixed(2)}"/>`);
  }
  const cx = width * (0.62 + (seed % 3) * 0.08);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${meta.from}"/><stop offset="1" stop-color="${meta.to}"/></linearGradient>
  <radialGradient id="c"><stop offset="0" stop-color="${meta.ink}" stop-opacity="0.9"/><stop offset="1" stop-color="${meta.ink}" stop-opacity="0.2"/></radialGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${shapes.join('\n  ')}
  <circle cx="${cx}" cy="${height / 2}" r="${height * 0.3}" fill="url(#c)"/>
  <circle cx="${cx}" cy="${height / 2}" r="${height * 0.2}" fill="none" stroke="${meta.from}" stroke-width="${height * 0.04}"/>
</svg>`;
}

/** Files the seed's front_game names (apps/server/seed/config.yaml), relative to the app. */
const ART = [
  ['banners/welcome.png', 960, 400, 1],
  ['banners/sabong.png', 960, 400, 2],
  ['promos/invite.png', 480, 270, 3],
  ['promos/spin.png', 480, 270, 4],
];

export async function renderBrandAssets(appDir) {
  const meta = readMeta(appDir);
  const pub = path.join(appDir, 'public');
  mkdirSync(path.join(pub, 'icons'), { recursive: true });
  mkdirSync(path.join(pub, 'banners'), { recursive: true });
  mkdirSync(path.join(pub, 'promos'), { recursive: true });
  const icon = iconSvg(meta);
  writeFileSync(path.join(pub, 'icons/icon.svg'), icon);
  const require = createRequire(path.join(root, 'apps/main-app/package.json'));
  const { chromium } = require('@playwright/test');
  const { launchOptions } = await import(path.join(root, 'tooling/playwright/index.js'));
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const shoot = async (svg, width, height, file) => {
      await page.setViewportSize({ width, height });
      await page.setContent(`<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${width}" height="${height}" `)}</body></html>`);
      writeFileSync(file, await page.screenshot({ clip: { x: 0, y: 0, width, height }, omitBackground: true }));
    };
    await shoot(icon, 192, 192, path.join(pub, 'icons/icon-192.png'));
    await shoot(icon, 512, 512, path.join(pub, 'icons/icon-512.png'));
    for (const [file, w, h, seed] of ART) await shoot(artSvg(meta, w, h, seed), w, h, path.join(pub, file));
  } finally {
    await browser.close();
  }
  return meta;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node tooling/scripts/new-brand-assets.mjs apps/<brand>');
    process.exit(1);
  }
  const meta = await renderBrandAssets(path.resolve(dir));
  console.log(`Rendered icons and banner art of ${meta.id}.`);
}
