// Issue 7 (server): the catalogue and lobby lists, launch through the sandbox provider, and the
// seamless-wallet callbacks (signed, idempotent by round id) — the real client against the real
// server, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_CODES, GAME_TYPES, MESSAGES, RECENT_WINS_CACHE_MS, RECENT_WIN_MIN_PAYOUT } from '@perya/domain';
import { ERROR_CODES, contract } from '@perya/api/contract';
// eslint-disable-next-line perya/boundaries -- contract tests drive the real client against the real server
import { createClient } from '@perya/api/client';
import { createLedger } from '../src/modules/ledger/ledger';
import { buildCatalogue, catalogueFileSchema, loadCatalogueFile } from '../src/modules/games/catalogue';
import { WALLET_PATHS, signedHeaders } from '../src/modules/games/provider/protocol';
import { SANDBOX_PATHS, sandboxRtp } from '../src/modules/games/provider/sandbox';
import { DEV_PROVIDER_SECRET } from '../src/config';
import { DB_KINDS, TEST_PASSWORD, fundedPlayer, PACKAGE_DIR, rawCall, registerPlayer, snapshot, startTestServer, type TestServer } from './harness';
import { failure, memoryStorage, testClient } from './client';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

const GAMES_FILE = path.join(PACKAGE_DIR, 'seed', 'games.yaml');

let phoneSeq = 0;
const newPhone = () => `0917${String(4_000_000 + phoneSeq++).padStart(7, '0')}`;

const player = (server: TestServer, deposit = 0) => fundedPlayer(server, newPhone(), deposit);

async function mainBalance(server: TestServer, userId: number): Promise<number> {
  return (await createLedger(server.database.db, server.clock.now).balances(userId)).main;
}

describe('the catalogue file', () => {
  it('holds a few hundred games over every brand code (spec §3) and every game type (spec §1)', () => {
    const catalogue = loadCatalogueFile(GAMES_FILE);
    expect(catalogue.games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalogue.games.map((g) => g.brand))).toEqual(new Set(BRAND_CODES));
    expect(new Set(catalogue.games.map((g) => g.gameType))).toEqual(new Set(GAME_TYPES));
    expect(catalogue.find('og', '10006')).toMatchObject({ gameName: 'Sabong', brand: 'PLG' });
  });

  it('refuses duplicates, unknown brands and a missing in-house game with the field named', () => {
    const file = catalogueFileSchema.parse(parseYaml(readFileSync(GAMES_FILE, 'utf8')));
    const jili = file.brands.find((b) => b.brand === 'JILI')!;
    const duplicated = { ...file, brands: [...file.brands, { ...jili, games: [jili.games[0]!] }] };
    expect(() => buildCatalogue(duplicated)).toThrow(/duplicate game jili_2/);
    expect(catalogueFileSchema.safeParse({ brands: [{ brand: 'NOPE', provider: 'x', games: [] }] }).success).toBe(false);
    const noOg = { ...file, brands: file.brands.filter((b) => b.brand !== 'PLG') };
    expect(() => buildCatalogue(noOg)).toThrow(/og_10006 is missing/);
  });

  it('the sandbox slot returns about 96 % to the player', () => {
    expect(sandboxRtp()).toBeGreaterThan(0.95);
    expect(sandboxRtp()).toBeLessThan(0.97);
  });
});

/** These tests run whole rounds against a real database; a loaded 2-core machine needs headroom. */
const SLOW_MS = 30_000;

describe.each(DB_KINDS)('game lists and launch on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // debug: a line per request (at info only slow requests are logged), to check the URL is redacted.
    server = await startTestServer(kind, { env: { LOG_LEVEL: 'debug' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('/game/all-list serves the whole catalogue to guests, filtered by brand, type and limit', { timeout: SLOW_MS }, async () => {
    const guest = testClient(server.baseUrl);
    const all = await guest.call(contract.gameAllList, {});
    expect(all.list.length).toBeGreaterThanOrEqual(300);
    const jili = await guest.call(contract.gameAllList, { brand: 'JILI' });
    expect(jili.list.length).toBeGreaterThan(50);
    expect(jili.list.every((g) => g.brand === 'JILI' && g.gameProvider === 'jili')).toBe(true);
    const fishing = await guest.call(contract.gameAllList, { brand: 'JILI', gameType: 'Fishing' });
    expect(fishing.list.length).toBeGreaterThan(0);
    expect(fishing.list.every((g) => g.gameType === 'Fishing')).toBe(true);
    expect((await guest.call(contract.gameAllList, { limit: 7 })).list).toHaveLength(7);
    const bad = await failure(guest.call(contract.gameAllList, { brand: 'NOPE' as 'JILI' }));
    expect(bad.code).toBe(ERROR_CODES.VALIDATION);
  });

  it('/x2/game/show-list answers the TOP, NEW and HOT plates', { timeout: SLOW_MS }, async () => {
    const guest = testClient(server.baseUrl);
    for (const contentAttr of ['TOP', 'NEW', 'HOT'] as const) {
      const plate = await guest.call(contract.gameShowList, { contentAttr });
      expect(plate.list.length).toBeGreaterThan(3);
    }
    const top = await guest.call(contract.gameShowList, { contentAttr: 'TOP' });
    expect(top.list.slice(0, 6).map((g) => g.gameId)).toEqual(['10006', '10004', '10001', '10003', '10002', '10005']);
    const hot = await guest.call(contract.gameShowList, { contentAttr: 'HOT' });
    expect(hot.list.map((g) => g.gameName)).toContain('Super Ace');
    expect(hot.list.map((g) => g.gameName)).not.toContain('Boxing King');
  });

  it('EVO games are hidden, and refused at launch, for users in the evo exclusion list (spec §6)', { timeout: SLOW_MS }, async () => {
    const excluded = await player(server);
    const other = await player(server);
    await server.database.db
      .updateTable('config_values')
      .set({ value: JSON.stringify({ evo: [String(excluded.userId)] }) })
      .where('key', '=', 'game_black_list')
      .execute();
    try {
      const hidden = await excluded.client.call(contract.gameAllList, {});
      expect(hidden.list.some((g) => g.brand === 'EVO')).toBe(false);
      expect((await excluded.client.call(contract.gameShowList, { contentAttr: 'HOT' })).list.some((g) => g.brand === 'EVO')).toBe(false);
      const shown = await other.client.call(contract.gameAllList, { brand: 'EVO' });
      expect(shown.list.length).toBeGreaterThan(20);
      expect((await failure(excluded.client.call(contract.gameLaunch, { gameProvider: 'evo', gameId: 'crazy-time' }))).code).toBe(ERROR_CODES.FEATURE_DISABLED);
      expect((await other.client.call(contract.gameLaunch, { gameProvider: 'evo', gameId: 'crazy-time' })).url).toContain(SANDBOX_PATHS.play);
    } finally {
      await server.database.db.updateTable('config_values').set({ value: JSON.stringify({ evo: [] }) }).where('key', '=', 'game_black_list').execute();
    }
  });

  it('/hd/login returns a sandbox launch URL whose page is a playable slot; the spin settles on the ledger', { timeout: SLOW_MS }, async () => {
    const p = await player(server, 10_000);
    const { url } = await p.client.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '2', lang: 'en-PH', backUrl: 'http://127.0.0.1:5173/#/allgames' });
    const launch = new URL(url);
    expect(launch.origin).toBe(server.baseUrl);
    expect(launch.pathname).toBe(SANDBOX_PATHS.play);
    expect(launch.searchParams.get('backUrl')).toBe('http://127.0.0.1:5173/#/allgames');

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Super Ace');
    expect(html).toContain('id="spin"');

    const session = launch.searchParams.get('session')!;
    // The launch token is a secret: the request log shows the URL without it.
    expect(server.logs.join('')).toContain(SANDBOX_PATHS.play);
    expect(server.logs.join('')).not.toContain(session);
    const spin = await rawCall(server.baseUrl, 'POST', SANDBOX_PATHS.spin, JSON.stringify({ session, gameId: 'jili_2', stake: 500 }));
    const data = (spin.json as { code: string; data: { reels: number[]; win: number; balance: number } }).data;
    expect(data.reels).toHaveLength(3);
    expect(data.balance).toBe(10_000 - 500 + data.win);
    expect(await mainBalance(server, p.userId)).toBe(data.balance);
    // The player's own info shows the same balance once the wallet reads the ledger.
    const balance = await rawCall(server.baseUrl, 'POST', SANDBOX_PATHS.balance, JSON.stringify({ session }));
    expect((balance.json as { data: { balance: number } }).data.balance).toBe(data.balance);

    // Without money the spin is refused and nothing moves.
    const poor = await player(server);
    const poorUrl = new URL((await poor.client.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '2' })).url);
    const refused = await rawCall(server.baseUrl, 'POST', SANDBOX_PATHS.spin, JSON.stringify({ session: poorUrl.searchParams.get('session'), gameId: 'jili_2', stake: 100 }));
    expect((refused.json as { code: string }).code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    expect(await mainBalance(server, poor.userId)).toBe(0);
  });

  it('/hd/login refuses unknown games and guests without a login redirect', { timeout: SLOW_MS }, async () => {
    const p = await player(server);
    expect((await failure(p.client.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '999999' }))).code).toBe(ERROR_CODES.GAME_NOT_FOUND);
    let redirected = false;
    const guest = createClient({ baseUrl: server.baseUrl, storage: memoryStorage(), onLoginRedirect: () => (redirected = true) });
    expect((await failure(guest.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '2' }))).code).toBe(ERROR_CODES.UNAUTHORIZED);
    expect(redirected).toBe(false);
    // In-house games open inside the app (spec §2).
    expect((await p.client.call(contract.gameLaunch, { gameProvider: 'og', gameId: '10003' })).url).toBe('/#/games/og?id=10003');
  });

  it('/x2/pg-soft/get-game-html answers raw HTML that opens the game', { timeout: SLOW_MS }, async () => {
    const p = await player(server);
    const html = await p.client.call(contract.pgSoftGameHtml, { gameId: '1543462', lang: 'en-PH' });
    expect(typeof html).toBe('string');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(SANDBOX_PATHS.play);
    expect(html).toContain('Mahjong Ways');
    expect((await failure(p.client.call(contract.pgSoftGameHtml, { gameId: 'nope' }))).code).toBe(ERROR_CODES.GAME_NOT_FOUND);
  });
});

describe.each(DB_KINDS)('switching games off per jurisdiction and brand on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    const file = catalogueFileSchema.parse(parseYaml(readFileSync(GAMES_FILE, 'utf8')));
    const catalogue = buildCatalogue({
      ...file,
      availability: {
        jurisdiction: 'NO_SABONG',
        jurisdictions: { NO_SABONG: { disabledGames: ['og_10006'], disabledBrands: [] } },
        brands: [{ name: 'invite', appCodes: ['inviteph'], disabledGames: ['jili_2'], disabledBrands: ['SEXY'] }],
      },
    });
    server = await startTestServer(kind, { deps: { catalogue } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('hides sabong everywhere and refuses to launch or bet on it', { timeout: SLOW_MS }, async () => {
    const p = await player(server, 10_000);
    const list = await p.client.call(contract.gameAllList, { brand: 'PLG' });
    expect(list.list.map((g) => g.gameId).sort()).toEqual(['10001', '10002', '10003', '10004', '10005']);
    expect((await p.client.call(contract.gameShowList, { contentAttr: 'TOP' })).list.some((g) => g.gameId === '10006')).toBe(false);
    expect((await failure(p.client.call(contract.gameLaunch, { gameProvider: 'og', gameId: '10006' }))).code).toBe(ERROR_CODES.FEATURE_DISABLED);
    const config = await p.client.call(contract.ogConfig);
    expect(config.games.find((g) => g.game === 'sabong')?.enabled).toBe(false);
    expect(config.games.find((g) => g.game === 'dice')?.enabled).toBe(true);
    // The home plates (front_game) hide it too.
    const frontGame = (await p.client.call(contract.publicConfigV2, { key: 'front_game' })).value as { parts: { key: string; games: string[] }[] };
    expect(frontGame.parts.find((part) => part.key === 'inhouse')?.games).toEqual(['og_10004', 'og_10001', 'og_10003', 'og_10002', 'og_10005']);
  });

  it("a brand switches off more on top, for players who signed up from one of its apps", { timeout: SLOW_MS }, async () => {
    const { client: branded } = await registerPlayer(server.baseUrl, newPhone(), TEST_PASSWORD, { appCode: 'inviteph' });
    const list = await branded.call(contract.gameAllList, {});
    expect(list.list.some((g) => g.brand === 'SEXY')).toBe(false);
    expect(list.list.some((g) => g.gameProvider === 'jili' && g.gameId === '2')).toBe(false);
    expect((await failure(branded.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '2' }))).code).toBe(ERROR_CODES.FEATURE_DISABLED);
    const plates = (await branded.call(contract.publicConfigV2, { key: 'front_game' })).value as { parts: { key: string; games: string[] }[] };
    expect(plates.parts.find((part) => part.key === 'hot')?.games).toEqual(['jili_49', 'fachai_21003', 'pg_1543462']);
    // Players of the brand's other apps still see them.
    const { client: plain } = await registerPlayer(server.baseUrl, newPhone(), TEST_PASSWORD, { appCode: 'mainph' });
    expect((await plain.call(contract.gameAllList, {})).list.some((g) => g.brand === 'SEXY')).toBe(true);
    const plainPlates = (await plain.call(contract.publicConfigV2, { key: 'front_game' })).value as { parts: { key: string; games: string[] }[] };
    expect(plainPlates.parts.find((part) => part.key === 'hot')?.games).toContain('jili_2');
  });
});

describe.each(DB_KINDS)('seamless-wallet callbacks on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function launched(deposit: number) {
    const p = await player(server, deposit);
    const url = new URL((await p.client.call(contract.gameLaunch, { gameProvider: 'pg', gameId: '1543462' })).url);
    return { ...p, sessionToken: url.searchParams.get('session')! };
  }

  async function callback(action: keyof typeof WALLET_PATHS, body: Record<string, unknown>, options: { secret?: string; provider?: string; at?: number } = {}) {
    const raw = JSON.stringify(body);
    const headers = signedHeaders(options.secret ?? DEV_PROVIDER_SECRET, options.provider ?? 'sandbox', raw, options.at ?? server.clock.now());
    const res = await rawCall(server.baseUrl, 'POST', WALLET_PATHS[action], raw, headers);
    return res.json as { code: string; message: string; data: { balance: number; replayed: boolean } | null };
  }

  it('debit, credit and their replays move the ledger once per round id', { timeout: SLOW_MS }, async () => {
    const p = await launched(10_000);
    const round = { sessionToken: p.sessionToken, roundId: 'r-1', gameId: 'pg_1543462' };
    expect((await callback('balance', { sessionToken: p.sessionToken })).data).toEqual({ balance: 10_000, replayed: false });

    expect((await callback('debit', { ...round, amount: 2_000 })).data).toEqual({ balance: 8_000, replayed: false });
    expect((await callback('debit', { ...round, amount: 2_000 })).data).toEqual({ balance: 8_000, replayed: true });
    // The same round id with another amount is not a replay.
    expect((await callback('debit', { ...round, amount: 3_000 })).code).toBe(ERROR_CODES.VALIDATION);

    expect((await callback('credit', { ...round, amount: 5_000 })).data).toEqual({ balance: 13_000, replayed: false });
    expect((await callback('credit', { ...round, amount: 5_000 })).data).toEqual({ balance: 13_000, replayed: true });
    expect((await callback('credit', { ...round, amount: 9_000 })).code).toBe(ERROR_CODES.VALIDATION);
    // A settled round cannot be rolled back.
    expect((await callback('rollback', round)).code).toBe(ERROR_CODES.VALIDATION);
    expect(await mainBalance(server, p.userId)).toBe(13_000);

    // A loss: credit 0 settles the round without a payout.
    const lost = { ...round, roundId: 'r-2' };
    await callback('debit', { ...lost, amount: 1_000 });
    expect((await callback('credit', { ...lost, amount: 0 })).data).toEqual({ balance: 12_000, replayed: false });
    // A credit for a round never debited is refused.
    expect((await callback('credit', { ...round, roundId: 'r-unknown', amount: 100 })).code).toBe(ERROR_CODES.GAME_NOT_FOUND);
  });

  it('a settled win above the threshold reaches the recent-winners ticker, masked, named and cached briefly (issue 24 §5)', { timeout: SLOW_MS }, async () => {
    // Earlier tests' rounds may be listed: the clock moves past the cache first.
    server.clock.advance(RECENT_WINS_CACHE_MS);
    const guest = testClient(server.baseUrl);
    const p = await launched(100_000);
    const round = { sessionToken: p.sessionToken, gameId: 'pg_1543462' };
    const settle = async (roundId: string, stake: number, payout: number) => {
      await callback('debit', { ...round, roundId, amount: stake });
      await callback('credit', { ...round, roundId, amount: payout });
    };
    await settle('tw-small', 1_000, RECENT_WIN_MIN_PAYOUT - 1);
    await settle('tw-refund', RECENT_WIN_MIN_PAYOUT, RECENT_WIN_MIN_PAYOUT);
    await settle('tw-big', 2_000, 25_000);
    const ids = (list: readonly { id: string }[]) => list.map((w) => w.id);
    const first = (await guest.call(contract.gameRecentWins, {})).list;
    expect(ids(first)).toContain('provider:sandbox:tw-big');
    expect(ids(first)).not.toContain('provider:sandbox:tw-small');
    expect(ids(first)).not.toContain('provider:sandbox:tw-refund');
    const win = first.find((w) => w.id === 'provider:sandbox:tw-big')!;
    const game = (await guest.call(contract.gameAllList, { brand: 'PGSOFT' })).list.find((g) => g.gameId === '1543462')!;
    expect(win).toMatchObject({ amount: 25_000, currency: 'PHP', gameProvider: 'pg', gameId: '1543462', gameName: game.gameName });
    // The winner's name is masked (spec §5): the default name carries the phone's last digits.
    expect(win.name).toMatch(/^.{3}\*\*\*$/u);
    // Nothing else about the winner goes out: no id, no phone.
    expect(Object.keys(win).sort()).toEqual(['amount', 'at', 'currency', 'gameId', 'gameName', 'gameProvider', 'id', 'name']);
    // Newest first.
    expect(first.every((w, i) => i === 0 || first[i - 1]!.at >= w.at)).toBe(true);

    // The list is kept a few seconds: a newer win shows once the cache has run out.
    server.clock.advance(1);
    await settle('tw-later', 2_000, 30_000);
    expect(ids((await guest.call(contract.gameRecentWins, {})).list)).not.toContain('provider:sandbox:tw-later');
    server.clock.advance(RECENT_WINS_CACHE_MS);
    expect(ids((await guest.call(contract.gameRecentWins, {})).list)[0]).toBe('provider:sandbox:tw-later');
  });

  it('rollback gives the stake back once, and a rollback before its debit blocks the late debit', { timeout: SLOW_MS }, async () => {
    const p = await launched(10_000);
    const round = { sessionToken: p.sessionToken, roundId: 'rb-1', gameId: 'pg_1543462' };
    await callback('debit', { ...round, amount: 4_000 });
    expect((await callback('rollback', round)).data).toEqual({ balance: 10_000, replayed: false });
    expect((await callback('rollback', round)).data).toEqual({ balance: 10_000, replayed: true });
    expect((await callback('credit', { ...round, amount: 100 })).code).toBe(ERROR_CODES.VALIDATION);

    const early = { ...round, roundId: 'rb-2' };
    expect((await callback('rollback', early)).data).toEqual({ balance: 10_000, replayed: false });
    expect((await callback('debit', { ...early, amount: 1_000 })).code).toBe(ERROR_CODES.VALIDATION);
    expect(await mainBalance(server, p.userId)).toBe(10_000);
  });

  it('refuses bad signatures, stale or unknown callers, foreign sessions and overdrafts, changing nothing', { timeout: SLOW_MS }, async () => {
    const p = await launched(1_000);
    const body = { sessionToken: p.sessionToken, roundId: 'bad-1', gameId: 'pg_1543462', amount: 500 };
    const before = await snapshot(server.database);

    const wrongSecret = await callback('debit', body, { secret: 'not-the-shared-secret' });
    expect(wrongSecret).toMatchObject({ code: ERROR_CODES.FORBIDDEN, data: null });
    expect(wrongSecret.message).toBe(MESSAGES.featureDisabled);
    expect((await callback('debit', body, { at: server.clock.now() - 10 * 60 * 1000 })).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await callback('debit', body, { provider: 'someone-else' })).code).toBe(ERROR_CODES.FORBIDDEN);
    // A signature over another body does not carry over.
    const raw = JSON.stringify(body);
    const headers = signedHeaders(DEV_PROVIDER_SECRET, 'sandbox', raw, server.clock.now());
    const tampered = await rawCall(server.baseUrl, 'POST', WALLET_PATHS.debit, JSON.stringify({ ...body, amount: 1 }), headers);
    expect((tampered.json as { code: string }).code).toBe(ERROR_CODES.FORBIDDEN);
    const unsigned = await rawCall(server.baseUrl, 'POST', WALLET_PATHS.debit, raw);
    expect((unsigned.json as { code: string }).code).toBe(ERROR_CODES.FORBIDDEN);

    expect((await callback('debit', { ...body, sessionToken: 'x'.repeat(43) })).code).toBe(ERROR_CODES.UNAUTHORIZED);
    expect((await callback('debit', { ...body, amount: 5_000 })).code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    expect((await callback('debit', { ...body, amount: -5 })).code).toBe(ERROR_CODES.VALIDATION);
    expect(await snapshot(server.database)).toEqual(before);
  });
});
