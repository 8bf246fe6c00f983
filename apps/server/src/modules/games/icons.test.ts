// The seeded catalogue's tile art (issue 7 §1: a lobby on a fresh machine shows real tiles).
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueFile } from './catalogue';
import { gameIconSvg, registerGameIcons } from './icons';
import { registerErrorHandling } from '../../http/errorHandler';

const catalogue = loadCatalogueFile(path.join(import.meta.dirname, '../../../seed/games.yaml'));
const app = Fastify();

beforeAll(async () => {
  // Refusals become the JSON envelope with their HTTP status, as in the real app.
  registerErrorHandling(app);
  registerGameIcons(app, catalogue);
  await app.ready();
});
afterAll(() => app.close());

describe('game icons', () => {
  it('every catalogue game lists an icon this server answers with SVG art naming the game', async () => {
    expect(catalogue.games.length).toBeGreaterThan(300);
    for (const game of catalogue.games.slice(0, 40)) {
      expect(game.icon).toBe(`/game-icons/${game.gameProvider}/${game.gameId}.svg`);
      const res = await app.inject({ method: 'GET', url: game.icon });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain(`aria-label="${game.gameName.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}"`);
    }
  });

  it('answers 404 for an unknown game or a path that is not an svg of one', async () => {
    for (const url of ['/game-icons/og/99999.svg', '/game-icons/nope/10006.svg', '/game-icons/og/10006.png', '/game-icons/og/..%2F10006.svg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('escapes names and gives different games different art', () => {
    const a = gameIconSvg({ key: 'x_1', gameName: 'Tom & <Jerry>', gameType: 'CasinoSlot' });
    const b = gameIconSvg({ key: 'x_2', gameName: 'Tom & <Jerry>', gameType: 'CasinoSlot' });
    expect(a).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(a).not.toContain('<Jerry>');
    expect(a).not.toBe(b);
  });

  it('draws a motif of the game type and never the name (the tile prints it once, under the art)', () => {
    const slot = gameIconSvg({ key: 'jili_2', gameName: 'Super Ace', gameType: 'CasinoSlot' });
    const fish = gameIconSvg({ key: 'jili_9', gameName: 'Super Ace', gameType: 'Fishing' });
    for (const svg of [slot, fish]) expect(svg.replace(/aria-label="[^"]*"/, '')).not.toContain('Super');
    // Reels are three light windows in the slot's frame; the fish has an eye and a tail.
    expect(slot.match(/width="18" height="34"/g)).toHaveLength(3);
    expect(fish).toContain('L88 36');
    expect(slot).not.toBe(fish);
  });
});
