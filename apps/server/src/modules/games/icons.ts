// Tile art for the seeded catalogue: GET /game-icons/{provider}/{gameId}.svg answers a small SVG
// drawn from the game's name and type (the tile's own badge names the brand), so the lobby shows real, distinct tiles on a fresh
// machine without shipping hundreds of image files. An operator with real art sets `iconBase` (and
// `iconExt`) in games.yaml to their CDN and this route is simply never asked.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import type { Catalogue, CatalogueGame } from './catalogue';

export const GAME_ICON_PATH = '/game-icons/:provider/:file';

/** Background pairs per game type: distinct at a glance, white text readable on both stops. */
const TYPE_COLOURS: Record<string, readonly [string, string]> = {
  CasinoSlot: ['#7B2FF7', '#F107A3'],
  CasinoLive: ['#B91C1C', '#F59E0B'],
  Arcade: ['#0F766E', '#22C55E'],
  Fishing: ['#1D4ED8', '#06B6D4'],
  CasinoTable: ['#065F46', '#0D9488'],
  Bingo: ['#C2410C', '#FACC15'],
  Poker: ['#111827', '#4B5563'],
  Lottery: ['#9D174D', '#F43F5E'],
};
const FALLBACK: readonly [string, string] = ['#334155', '#64748B'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** A stable 32-bit hash of the game key: varies the pattern between games of one type. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Up to two lines of at most ~11 characters, breaking at spaces. */
function titleLines(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length > 10 && line !== '') {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  if (lines.length > 2) return [lines[0] ?? '', `${(lines[1] ?? '').slice(0, 9)}…`];
  return lines.map((l) => (l.length > 12 ? `${l.slice(0, 11)}…` : l));
}

export function gameIconSvg(game: Pick<CatalogueGame, 'key' | 'gameName' | 'gameType'>): string {
  const [from, to] = TYPE_COLOURS[game.gameType] ?? FALLBACK;
  const h = hash(game.key);
  const angle = h % 360;
  const cx = 20 + (h % 60);
  const cy = 15 + ((h >>> 8) % 50);
  const r = 30 + ((h >>> 16) % 30);
  const lines = titleLines(game.gameName);
  const firstY = lines.length === 1 ? 58 : 50;
  const text = lines
    .map((l, i) => `<text x="50" y="${firstY + i * 16}" text-anchor="middle" font-size="13" font-weight="700">${escapeXml(l)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(game.gameName)}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100" height="100" fill="url(#g)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".14"/>` +
    `<circle cx="${100 - cx}" cy="${100 - cy}" r="${r / 2}" fill="#000" fill-opacity=".12"/>` +
    `<g fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" style="paint-order:stroke" stroke="#000" stroke-opacity=".25" stroke-width="2">${text}</g>` +
    `</svg>`
  );
}

export function registerGameIcons(app: FastifyInstance, catalogue: Catalogue): void {
  app.get<{ Params: { provider: string; file: string } }>(GAME_ICON_PATH, async (request, reply) => {
    const match = /^([A-Za-z0-9-]{1,64})\.svg$/.exec(request.params.file);
    const game = match?.[1] === undefined ? undefined : catalogue.find(request.params.provider, match[1]);
    if (game === undefined) throw new AppError('NOT_FOUND');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(gameIconSvg(game));
  });
}
