// Stand-in game art for stories (GameCard, GameGrid, the game-entry popup): inline SVG, so
// Storybook needs no network or assets.

const HUES = [222, 350, 42, 160, 275];

/** Square game art for stories (GameCard, GameGrid). */
export function gameArt(name: string, variant: number): string {
  const hue = HUES[variant % HUES.length] ?? 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue} 70% 40%)"/><circle cx="100" cy="88" r="52" fill="hsl(${(hue + 30) % 360} 90% 65%)"/><text x="100" y="178" text-anchor="middle" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff">${name.slice(0, 12)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
