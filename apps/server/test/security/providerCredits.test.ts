// Issue 11 item 2 (part), provider credits: a seamless-wallet credit above the round's stake x the
// game's maximum multiplier (catalogue maxMultiplier, else the game type's default), or for a round
// that was never debited, is refused with the protocol's error, logged without secrets, and moves
// no money; a legitimate win under the cap is paid. Callbacks are signed with the real HMAC over
// the configured secret. On SQLite and PostgreSQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { DEFAULT_MAX_WIN_MULTIPLIER } from '@perya/domain';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { createLedger } from '../../src/modules/ledger/ledger';
import { buildCatalogue, catalogueFileSchema, loadCatalogueFile } from '../../src/modules/games/catalogue';
import { WALLET_PATHS, signedHeaders } from '../../src/modules/games/provider/protocol';
import { DB_KINDS, PACKAGE_DIR, fundedPlayer, rawCall, snapshot, startTestServer, type TestServer } from '../harness';

const GAMES_FILE = path.join(PACKAGE_DIR, 'seed', 'games.yaml');
const SECRET = 'provider-credits-test-secret-0123456789';
/** Super Ace (jili_2) pays at most 50 x its stake in this suite's catalogue. */
const CAPPED = { provider: 'jili', gameId: '2', key: 'jili_2', maxMultiplier: 50 };
/** A slot with no maxMultiplier of its own: its type's default applies. */
const DEFAULTED = { provider: 'pg', gameId: '1543462', key: 'pg_1543462' };
const SLOW_MS = 60_000;

let phoneSeq = 0;
const newPhone = () => `0917${String(6_100_000 + phoneSeq++).padStart(7, '0')}`;

describe('the catalogue names a maximum multiplier for every game', () => {
  it('takes the game type default unless the file names one', () => {
    const catalogue = loadCatalogueFile(GAMES_FILE);
    for (const game of catalogue.games) {
      expect(Number.isInteger(game.maxMultiplier) && game.maxMultiplier >= 1).toBe(true);
    }
    const slot = catalogue.findKey(DEFAULTED.key)!;
    expect(slot.maxMultiplier).toBe(DEFAULT_MAX_WIN_MULTIPLIER[slot.gameType]);
    const file = catalogueFileSchema.parse(parseYaml(readFileSync(GAMES_FILE, 'utf8')));
    expect(catalogueFileSchema.safeParse({ ...file, brands: [{ brand: 'JILI', provider: 'jili', games: [{ id: '2', name: 'x', type: 'CasinoSlot', maxMultiplier: 0 }] }] }).success).toBe(false);
  });
});

describe.each(DB_KINDS)('provider credits over what the round can pay on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    const file = catalogueFileSchema.parse(parseYaml(readFileSync(GAMES_FILE, 'utf8')));
    const catalogue = buildCatalogue({
      ...file,
      brands: file.brands.map((b) =>
        b.provider === CAPPED.provider ? { ...b, games: b.games.map((g) => (g.id === CAPPED.gameId ? { ...g, maxMultiplier: CAPPED.maxMultiplier } : g)) } : b,
      ),
    });
    server = await startTestServer(kind, { env: { PROVIDER_SECRET: SECRET }, deps: { catalogue } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function launched(game: { provider: string; gameId: string }, deposit: number) {
    const p = await fundedPlayer(server, newPhone(), deposit);
    const url = new URL((await p.client.call(contract.gameLaunch, { gameProvider: game.provider, gameId: game.gameId })).url);
    return { ...p, sessionToken: url.searchParams.get('session')! };
  }

  async function callback(action: keyof typeof WALLET_PATHS, body: Record<string, unknown>) {
    const raw = JSON.stringify(body);
    const res = await rawCall(server.baseUrl, 'POST', WALLET_PATHS[action], raw, signedHeaders(SECRET, 'sandbox', raw, server.clock.now()));
    return res.json as { code: string; message: string; data: { balance: number; replayed: boolean } | null };
  }

  const balanceOf = async (userId: number) => (await createLedger(server.database.db, server.clock.now).balances(userId)).main;
  const refusalLogs = () => server.logs.filter((line) => line.includes('provider credit refused'));

  it('refuses a credit above stake x the game maximum, logs it without secrets, and moves nothing', { timeout: SLOW_MS }, async () => {
    const p = await launched(CAPPED, 10_000);
    const round = { sessionToken: p.sessionToken, roundId: 'cap-1', gameId: CAPPED.key };
    expect((await callback('debit', { ...round, amount: 1_000 })).data).toEqual({ balance: 9_000, replayed: false });
    const logged = refusalLogs().length;
    const before = await snapshot(server.database);

    const over = await callback('credit', { ...round, amount: 1_000 * CAPPED.maxMultiplier + 1 });
    expect(over).toMatchObject({ code: ERROR_CODES.VALIDATION, data: null });
    expect(await snapshot(server.database)).toEqual(before);
    expect(await balanceOf(p.userId)).toBe(9_000);

    const lines = refusalLogs().slice(logged);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('cap-1');
    expect(lines[0]).toContain(CAPPED.key);
    expect(lines[0]).toContain(String(1_000 * CAPPED.maxMultiplier + 1));
    expect(lines[0]).not.toContain(p.sessionToken);
    expect(lines[0]).not.toContain(SECRET);

    // The round is still open: the provider may settle it correctly (exactly the cap is allowed).
    expect((await callback('credit', { ...round, amount: 1_000 * CAPPED.maxMultiplier })).data).toEqual({ balance: 9_000 + 50_000, replayed: false });
  });

  it('refuses a credit for a round that was never debited, logged, moving nothing', { timeout: SLOW_MS }, async () => {
    const p = await launched(CAPPED, 1_000);
    const logged = refusalLogs().length;
    const before = await snapshot(server.database);
    const minted = await callback('credit', { sessionToken: p.sessionToken, roundId: 'never-debited', gameId: CAPPED.key, amount: 1_000_000 });
    expect(minted).toMatchObject({ code: ERROR_CODES.GAME_NOT_FOUND, data: null });
    expect(await snapshot(server.database)).toEqual(before);
    expect(refusalLogs().slice(logged).join('')).toContain('never-debited');

    // A rollback that arrived first leaves a marker round with no stake: its credit is refused too.
    const marker = { sessionToken: p.sessionToken, roundId: 'rolled-back-first', gameId: CAPPED.key };
    await callback('rollback', marker);
    const afterRollback = await snapshot(server.database);
    expect((await callback('credit', { ...marker, amount: 500 })).code).toBe(ERROR_CODES.GAME_NOT_FOUND);
    expect(await snapshot(server.database)).toEqual(afterRollback);
    expect(refusalLogs().slice(logged).join('')).toContain('rolled-back-first');
  });

  it("applies the game type's default when the game names none", { timeout: SLOW_MS }, async () => {
    const p = await launched(DEFAULTED, 1_000);
    const cap = 100 * DEFAULT_MAX_WIN_MULTIPLIER.CasinoSlot;
    const round = { sessionToken: p.sessionToken, roundId: 'default-1', gameId: DEFAULTED.key };
    await callback('debit', { ...round, amount: 100 });
    const before = await snapshot(server.database);
    expect((await callback('credit', { ...round, amount: cap + 1 })).code).toBe(ERROR_CODES.VALIDATION);
    expect(await snapshot(server.database)).toEqual(before);
    expect((await callback('credit', { ...round, amount: 250 })).data).toEqual({ balance: 1_150, replayed: false });
  });

  it('a launch session stakes only its own game, so another game cannot lend a bigger cap', { timeout: SLOW_MS }, async () => {
    const p = await launched(CAPPED, 1_000);
    const before = await snapshot(server.database);
    const foreign = await callback('debit', { sessionToken: p.sessionToken, roundId: 'foreign-1', gameId: DEFAULTED.key, amount: 100 });
    expect(foreign.code).toBe(ERROR_CODES.VALIDATION);
    expect(await snapshot(server.database)).toEqual(before);
  });
});
