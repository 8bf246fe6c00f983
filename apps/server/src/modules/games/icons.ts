// Tile art for the seeded catalogue: GET /game-icons/{provider}/{gameId}.svg answers a small SVG
// with one bold motif of the game's type (reels, roulette, fish, cards, bingo and lottery balls,
// chips, a joystick) on a palette and backdrop varied per game, so the lobby shows real, distinct
// tiles on a fresh machine without shipping hundreds of image files. The name is not drawn: the
// tile prints it once under the art and its badge names the brand. An operator with real art sets
// `iconBase` (and `iconExt`) in games.yaml to their CDN and this route is simply never asked.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import type { Catalogue, CatalogueGame } from './catalogue';

export const GAME_ICON_PATH = '/game-icons/:provider/:file';

/** Background pairs per game type (three each, picked per game): distinct at a glance. */
const TYPE_COLOURS: Record<string, readonly (readonly [string, string])[]> = {
  CasinoSlot: [['#7B2FF7', '#F107A3'], ['#4C1D95', '#DB2777'], ['#1E3A8A', '#9333EA']],
  CasinoLive: [['#7F1D1D', '#DC2626'], ['#14532D', '#15803D'], ['#831843', '#BE123C']],
  Arcade: [['#0F766E', '#22C55E'], ['#1E40AF', '#0EA5E9'], ['#C2410C', '#F59E0B']],
  Fishing: [['#1D4ED8', '#06B6D4'], ['#0C4A6E', '#0891B2'], ['#1E3A8A', '#14B8A6']],
  CasinoTable: [['#065F46', '#0D9488'], ['#14532D', '#16A34A'], ['#164E63', '#0F766E']],
  Bingo: [['#C2410C', '#FACC15'], ['#BE185D', '#FB923C'], ['#7C2D12', '#EA580C']],
  Poker: [['#111827', '#4B5563'], ['#1F2937', '#7F1D1D'], ['#0F172A', '#1E40AF']],
  Lottery: [['#9D174D', '#F43F5E'], ['#6D28D9', '#EC4899'], ['#B45309', '#F43F5E']],
};
const FALLBACK: readonly (readonly [string, string])[] = [['#334155', '#64748B']];
const GOLD = '#FACC15';
const INK = '#1F2430';
const PAPER = '#FFFDF7';
const RED = '#E11D48';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** A stable 32-bit hash of the game key: varies palette, backdrop and motif between games of one type. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

const SLOT_SYMBOLS: readonly ((x: number) => string)[] = [
  (x) => `<text x="${x}" y="60" text-anchor="middle" font-size="22" font-weight="900" fill="${RED}" font-family="Georgia,serif">7</text>`,
  (x) => `<circle cx="${x - 4}" cy="55" r="5" fill="${RED}"/><circle cx="${x + 5}" cy="57" r="5" fill="${RED}"/><path d="M${x - 4} 50 Q${x} 38 ${x + 6} 40 M${x + 5} 52 Q${x + 4} 44 ${x + 6} 40" stroke="#15803D" stroke-width="2" fill="none"/>`,
  (x) => `<path d="M${x} 41 l3.2 7 8 .8 -6 5.2 1.8 7.6 -7-4 -7 4 1.8-7.6 -6-5.2 8-.8z" fill="${GOLD}" stroke="#B45309" stroke-width="1.2"/>`,
  (x) => `<path d="M${x - 9} 46 l4 -6 h10 l4 6 -9 13z" fill="#38BDF8" stroke="#0369A1" stroke-width="1.2"/><path d="M${x - 9} 46 h18" stroke="#0369A1" stroke-width="1"/>`,
  (x) => `<path d="M${x - 8} 58 q0 -16 8 -16 q8 0 8 16z" fill="${GOLD}" stroke="#B45309" stroke-width="1.2"/><circle cx="${x}" cy="60" r="2.5" fill="#B45309"/>`,
  (x) => `<rect x="${x - 10}" y="44" width="20" height="12" rx="2" fill="${INK}"/><text x="${x}" y="53.5" text-anchor="middle" font-size="8" font-weight="900" fill="${GOLD}" font-family="system-ui,sans-serif">BAR</text>`,
];

function slot(h: number): string {
  const reels = [0, 1, 2].map((i) => {
    const x = 30 + i * 20;
    return `<rect x="${x - 9}" y="34" width="18" height="34" rx="3" fill="${PAPER}"/>${pick(SLOT_SYMBOLS, (h >>> (i * 3)) + i)(x)}`;
  });
  return (
    `<rect x="14" y="24" width="72" height="54" rx="10" fill="${GOLD}"/><rect x="18" y="28" width="64" height="46" rx="7" fill="${INK}"/>` +
    reels.join('') +
    `<path d="M18 51 H82" stroke="${RED}" stroke-width="1.5" stroke-opacity=".7"/>` +
    `<path d="M86 36 h6 v22" stroke="#E5E7EB" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="92" cy="33" r="5" fill="${RED}"/>` +
    `<rect x="28" y="80" width="44" height="8" rx="4" fill="${GOLD}"/>`
  );
}

function roulette(h: number): string {
  const n = 12;
  const segs = Array.from({ length: n }, (_, i) => {
    const a0 = (i * 2 * Math.PI) / n;
    const a1 = ((i + 1) * 2 * Math.PI) / n;
    const p = (a: number, r: number) => `${(50 + r * Math.sin(a)).toFixed(2)} ${(52 - r * Math.cos(a)).toFixed(2)}`;
    return `<path d="M50 52 L${p(a0, 30)} A30 30 0 0 1 ${p(a1, 30)} Z" fill="${i === 0 ? '#16A34A' : i % 2 ? RED : INK}"/>`;
  });
  const ball = (h % n) * (360 / n);
  return (
    `<circle cx="50" cy="52" r="36" fill="#92400E"/><circle cx="50" cy="52" r="33" fill="${GOLD}"/>` +
    segs.join('') +
    `<circle cx="50" cy="52" r="16" fill="#92400E"/><circle cx="50" cy="52" r="12" fill="${GOLD}"/><path d="M50 42 V62 M40 52 H60" stroke="#92400E" stroke-width="2.5"/>` +
    `<circle cx="50" cy="26" r="3.2" fill="${PAPER}" transform="rotate(${ball} 50 52)"/>`
  );
}

function card(x: number, y: number, turn: number, rank: string, red: boolean): string {
  const suit = red ? `<path d="M0 2 C-9 -6 -4 -13 0 -7 C4 -13 9 -6 0 2z" fill="${RED}"/>` : `<path d="M0 -10 C9 -2 6 6 0 1 C-6 6 -9 -2 0 -10z M-3 6 h6 l-3 -6z" fill="${INK}"/>`;
  return (
    `<g transform="translate(${x} ${y}) rotate(${turn})"><rect x="-16" y="-22" width="32" height="44" rx="4" fill="${PAPER}" stroke="#CBD5E1"/>` +
    `<text x="-11" y="-10" font-size="10" font-weight="800" fill="${red ? RED : INK}" font-family="system-ui,sans-serif">${rank}</text>` +
    `<g transform="translate(0 6) scale(1.2)">${suit}</g></g>`
  );
}

function cards(h: number): string {
  const ranks = ['A', 'K', 'Q', 'J', '10', '9'];
  return card(36, 54, -14, pick(ranks, h), false) + card(62, 52, 10, pick(ranks, h >>> 4), true);
}

function chip(cx: number, cy: number, r: number, colour: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${PAPER}" stroke-width="${r * 0.22}" stroke-dasharray="${r * 0.5} ${r * 0.5}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="${PAPER}" fill-opacity=".9"/>`
  );
}

function poker(h: number): string {
  return cards(h) + chip(74, 78, 12, pick([RED, '#2563EB', '#16A34A'], h >>> 8)) + chip(26, 80, 9, INK);
}

function fish(h: number): string {
  const body = pick(['#FB923C', GOLD, '#F472B6', '#A3E635'], h);
  return (
    `<path d="M0 78 Q25 70 50 78 T100 78 V100 H0z" fill="#fff" fill-opacity=".18"/>` +
    `<path d="M22 52 C30 34 58 30 72 50 C58 70 30 68 22 52z" fill="${body}"/><path d="M70 50 L88 36 L84 50 L88 64z" fill="${body}"/>` +
    `<path d="M40 36 Q48 28 56 36" fill="${body}"/><path d="M44 40 Q40 52 44 62" stroke="#fff" stroke-opacity=".55" stroke-width="2" fill="none"/>` +
    `<circle cx="32" cy="48" r="4" fill="#fff"/><circle cx="31" cy="48" r="2" fill="${INK}"/>` +
    `<circle cx="18" cy="34" r="3" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="1.5"/><circle cx="12" cy="24" r="2" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="1.5"/>` +
    `<path d="M76 86 l8 -6 M82 90 l10 -4" stroke="${GOLD}" stroke-width="2.5" stroke-linecap="round"/>`
  );
}

function ball(cx: number, cy: number, r: number, colour: string, n: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="${PAPER}"/>` +
    `<text x="${cx}" y="${cy + r * 0.22}" text-anchor="middle" font-size="${r * 0.62}" font-weight="800" fill="${INK}" font-family="system-ui,sans-serif">${n}</text>` +
    `<path d="M${cx - r * 0.7} ${cy - r * 0.3} A${r * 0.8} ${r * 0.8} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.78}" stroke="#fff" stroke-opacity=".6" stroke-width="${r * 0.14}" fill="none" stroke-linecap="round"/>`
  );
}

function bingo(h: number): string {
  const grid = Array.from({ length: 9 }, (_, i) => {
    const x = 24 + (i % 3) * 14;
    const y = 30 + Math.floor(i / 3) * 14;
    const hit = (h >>> i) & 1;
    return `<rect x="${x}" y="${y}" width="12" height="12" rx="2" fill="${PAPER}"/>${hit ? `<circle cx="${x + 6}" cy="${y + 6}" r="4.5" fill="${RED}" fill-opacity=".85"/>` : ''}`;
  });
  return `<rect x="20" y="24" width="50" height="50" rx="6" fill="${INK}"/>${grid.join('')}` + ball(72, 70, 16, pick(['#2563EB', '#16A34A', RED], h), 1 + (h % 75));
}

function lottery(h: number): string {
  const colours = [RED, '#2563EB', '#16A34A', GOLD, '#9333EA'];
  return (
    `<circle cx="50" cy="46" r="30" fill="#fff" fill-opacity=".22" stroke="#fff" stroke-opacity=".7" stroke-width="2"/><rect x="40" y="76" width="20" height="10" rx="3" fill="${GOLD}"/>` +
    ball(38, 50, 11, pick(colours, h), 1 + (h % 49)) +
    ball(60, 40, 11, pick(colours, h >>> 3), 1 + ((h >>> 6) % 49)) +
    ball(58, 62, 9, pick(colours, h >>> 9), 1 + ((h >>> 12) % 49))
  );
}

function arcade(h: number): string {
  const top = pick([RED, '#2563EB', GOLD], h);
  return (
    `<ellipse cx="50" cy="76" rx="32" ry="10" fill="${INK}"/><rect x="18" y="62" width="64" height="14" rx="7" fill="${INK}"/>` +
    `<rect x="47" y="34" width="6" height="30" rx="3" fill="#CBD5E1"/><circle cx="50" cy="30" r="11" fill="${top}"/><circle cx="46" cy="26" r="3.5" fill="#fff" fill-opacity=".6"/>` +
    `<circle cx="28" cy="68" r="4" fill="${GOLD}"/><circle cx="72" cy="68" r="4" fill="#22C55E"/>`
  );
}

const MOTIFS: Record<string, readonly ((h: number) => string)[]> = {
  CasinoSlot: [slot],
  CasinoLive: [roulette, cards],
  Arcade: [arcade],
  Fishing: [fish],
  CasinoTable: [cards, roulette],
  Bingo: [bingo],
  Poker: [poker],
  Lottery: [lottery],
};

/** Rays, dots or stripes behind the motif, per game. */
function backdrop(h: number): string {
  switch (h % 3) {
    case 0:
      return `<g fill="#fff" fill-opacity=".1">${Array.from({ length: 10 }, (_, i) => `<path d="M50 52 L44 -30 L56 -30z" transform="rotate(${i * 36} 50 52)"/>`).join('')}</g>`;
    case 1:
      return `<g fill="#fff" fill-opacity=".12">${Array.from({ length: 25 }, (_, i) => `<circle cx="${10 + (i % 5) * 20}" cy="${10 + Math.floor(i / 5) * 20}" r="2.5"/>`).join('')}</g>`;
    default:
      return `<g stroke="#fff" stroke-opacity=".1" stroke-width="6">${Array.from({ length: 8 }, (_, i) => `<path d="M${i * 18 - 40} 0 L${i * 18 + 60} 100"/>`).join('')}</g>`;
  }
}

export function gameIconSvg(game: Pick<CatalogueGame, 'key' | 'gameName' | 'gameType'>): string {
  const h = hash(game.key);
  const [from, to] = pick(TYPE_COLOURS[game.gameType] ?? FALLBACK, h >>> 20);
  const motif = pick(MOTIFS[game.gameType] ?? [arcade], h >>> 24);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(game.gameName)}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${(h >>> 4) % 90 + 45} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="l" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="100" height="100" fill="url(#g)"/>${backdrop(h)}<rect width="100" height="100" fill="url(#l)"/>` +
    `<ellipse cx="50" cy="90" rx="36" ry="6" fill="#000" fill-opacity=".18"/>` +
    motif(h) +
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
