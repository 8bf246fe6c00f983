// Stand-in banner art for stories and tests: inline SVG, so Storybook needs no network or assets.

const HUES = [222, 350, 42, 160, 275];

/** A 720 × 300 banner with a caption, as a data URL. */
export function bannerImage(caption: string, variant: number): string {
  const hue = HUES[variant % HUES.length] ?? 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 300"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 85% 30%)"/></linearGradient></defs><rect width="720" height="300" fill="url(#g)"/><circle cx="620" cy="60" r="120" fill="hsl(${hue} 90% 70% / .25)"/><text x="40" y="170" font-family="system-ui,sans-serif" font-size="44" font-weight="700" fill="#fff">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Square game art for stories (GameCard, GameGrid). */
export function gameArt(name: string, variant: number): string {
  const hue = HUES[variant % HUES.length] ?? 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue} 70% 40%)"/><circle cx="100" cy="88" r="52" fill="hsl(${(hue + 30) % 360} 90% 65%)"/><text x="100" y="178" text-anchor="middle" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff">${name.slice(0, 12)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
