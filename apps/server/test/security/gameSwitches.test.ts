// Issue 11 item 9, game switches per brand: which games a brand switches off follows the player's
// account (the app code recorded at sign-up), and for anonymous calls the app code header, never
// the Origin header (which any script can set). A forged Origin or app code header switches no game
// on or off for a logged-in player, on the lists, launch, in-house play, the sabong state and its
// SSE stream. An account with no recorded app code gets every brand's switches. On SQLite and
// PostgreSQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ERROR_CODES, OG_STREAM_PATH, contract, type OgBet } from '@perya/api/contract';
// eslint-disable-next-line perya/boundaries -- security tests drive the real client against the real server
import { createClient, type ApiClient } from '@perya/api/client';
import { buildCatalogue, catalogueFileSchema } from '../../src/modules/games/catalogue';
import { DB_KINDS, PACKAGE_DIR, TEST_PASSWORD, latestCode, registerPlayer, snapshot, startTestServer, type TestServer } from '../harness';
import { failure, memoryStorage, testClient } from '../client';

const GAMES_FILE = path.join(PACKAGE_DIR, 'seed', 'games.yaml');
/** The brand that switches sabong, dice and Super Ace off, and one that switches nothing off. */
const NO_SABONG_APP = 'childph01';
const OPEN_APP = 'mainph';
/** An origin an attacker's script claims (the old switches were keyed by origins like it). */
const FORGED_ORIGIN = 'https://main.example';
const SLOW_MS = 60_000;

let phoneSeq = 0;
const newPhone = () => `0918${String(6_300_000 + phoneSeq++).padStart(7, '0')}`;
let requestSeq = 0;
const rid = () => `switch_${Date.now().toString(36)}_${requestSeq++}`;

/** A client that sends whatever headers a script likes (a forged Origin, another app code). */
function forgedClient(baseUrl: string, token: string | undefined, headers: Record<string, string>) {
  const storage = memoryStorage();
  if (token !== undefined) storage.set('token', token);
  return createClient({
    baseUrl,
    storage,
    timeoutMs: 10_000,
    fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...headers } }),
  });
}

const sabongOf = async (client: ApiClient) => (await client.call(contract.ogConfig)).games.find((g) => g.game === 'sabong')?.enabled;
const listsSabong = async (client: ApiClient) => (await client.call(contract.gameAllList, { brand: 'PLG' })).list.some((g) => g.gameId === '10006');

describe.each(DB_KINDS)('game switches per brand on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    const file = catalogueFileSchema.parse(parseYaml(readFileSync(GAMES_FILE, 'utf8')));
    const catalogue = buildCatalogue({
      ...file,
      availability: {
        jurisdictions: {},
        brands: [{ name: 'child', appCodes: [NO_SABONG_APP], disabledGames: ['og_10006', 'og_10005', 'jili_2'], disabledBrands: [] }],
      },
    });
    server = await startTestServer(kind, { deps: { catalogue } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function sabongStreamEnabled(token: string, headers: Record<string, string>): Promise<boolean> {
    const controller = new AbortController();
    try {
      const res = await fetch(`${server.baseUrl}${OG_STREAM_PATH}?game=sabong&token=${encodeURIComponent(token)}`, { signal: controller.signal, headers });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const data = /event: state\ndata: (.*)\n/.exec(text)?.[1];
        if (data !== undefined) return (JSON.parse(data) as { enabled: boolean }).enabled;
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value, { stream: true });
      }
    } finally {
      controller.abort();
    }
  }

  it("a forged Origin or app code header does not switch on what the player's brand switched off", { timeout: SLOW_MS }, async () => {
    const { token } = await registerPlayer(server.baseUrl, newPhone(), TEST_PASSWORD, { appCode: NO_SABONG_APP });
    const forged = forgedClient(server.baseUrl, token, { origin: FORGED_ORIGIN, appcode: OPEN_APP });
    expect(await sabongOf(forged)).toBe(false);
    expect(await listsSabong(forged)).toBe(false);
    expect((await forged.call(contract.gameAllList, {})).list.some((g) => g.gameProvider === 'jili' && g.gameId === '2')).toBe(false);
    expect((await failure(forged.call(contract.gameLaunch, { gameProvider: 'og', gameId: '10006' }))).code).toBe(ERROR_CODES.FEATURE_DISABLED);
    expect((await failure(forged.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '2' }))).code).toBe(ERROR_CODES.FEATURE_DISABLED);
    const state = await forged.call(contract.ogSabongState);
    expect(state).toMatchObject({ enabled: false, fight: null });
    const before = await snapshot(server.database);
    expect((await failure(forged.call(contract.ogSabongBet, { requestId: rid(), fightId: 'any-fight', side: 'meron', stake: 100 }))).code).toBe(ERROR_CODES.FEATURE_DISABLED);
    expect(await snapshot(server.database)).toEqual(before);
    expect(await sabongStreamEnabled(token, { origin: FORGED_ORIGIN, appcode: OPEN_APP })).toBe(false);
  });

  it("a forged Origin or app code header does not switch off what the player's brand offers", { timeout: SLOW_MS }, async () => {
    const { token } = await registerPlayer(server.baseUrl, newPhone(), TEST_PASSWORD, { appCode: OPEN_APP });
    const forged = forgedClient(server.baseUrl, token, { origin: FORGED_ORIGIN, appcode: NO_SABONG_APP });
    expect(await sabongOf(forged)).toBe(true);
    expect(await listsSabong(forged)).toBe(true);
    expect((await forged.call(contract.gameLaunch, { gameProvider: 'og', gameId: '10006' })).url).toBe('/#/games/og?id=10006');
    expect((await forged.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '2' })).url).toBeTruthy();
    expect((await forged.call(contract.ogSabongState)).enabled).toBe(true);
    expect(await sabongStreamEnabled(token, { origin: FORGED_ORIGIN, appcode: NO_SABONG_APP })).toBe(true);
  });

  it('in-house play follows the account, whatever the headers say', { timeout: SLOW_MS }, async () => {
    const bet: OgBet = { game: 'dice', stake: 100, chanceX100: 5_000, direction: 'over' };
    const off = await registerPlayer(server.baseUrl, newPhone(), TEST_PASSWORD, { appCode: NO_SABONG_APP });
    const offForged = forgedClient(server.baseUrl, off.token, { origin: FORGED_ORIGIN, appcode: OPEN_APP });
    const before = await snapshot(server.database);
    expect((await failure(offForged.call(contract.ogPlay, { requestId: rid(), bet }))).code).toBe(ERROR_CODES.FEATURE_DISABLED);
    expect(await snapshot(server.database)).toEqual(before);
    // Dice is on for the other brand: its player's bet gets past the switch (refused only for the empty wallet).
    const on = await registerPlayer(server.baseUrl, newPhone(), TEST_PASSWORD, { appCode: OPEN_APP });
    const onForged = forgedClient(server.baseUrl, on.token, { origin: FORGED_ORIGIN, appcode: NO_SABONG_APP });
    expect((await failure(onForged.call(contract.ogPlay, { requestId: rid(), bet }))).code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
  });

  it('an account without a recorded app code gets every brand switch, whatever it sends', { timeout: SLOW_MS }, async () => {
    const { token } = await registerPlayer(server.baseUrl, newPhone());
    const forged = forgedClient(server.baseUrl, token, { origin: FORGED_ORIGIN, appcode: OPEN_APP });
    expect(await sabongOf(forged)).toBe(false);
    expect((await failure(forged.call(contract.gameLaunch, { gameProvider: 'og', gameId: '10006' }))).code).toBe(ERROR_CODES.FEATURE_DISABLED);
  });

  it('anonymous lists follow the app code header, not the Origin', { timeout: SLOW_MS }, async () => {
    expect(await listsSabong(forgedClient(server.baseUrl, undefined, { appcode: NO_SABONG_APP, origin: FORGED_ORIGIN }))).toBe(false);
    expect(await sabongOf(forgedClient(server.baseUrl, undefined, { appcode: NO_SABONG_APP }))).toBe(false);
    expect(await listsSabong(forgedClient(server.baseUrl, undefined, { appcode: OPEN_APP }))).toBe(true);
    expect(await listsSabong(forgedClient(server.baseUrl, undefined, { origin: FORGED_ORIGIN }))).toBe(true);
  });

  it('the live stream grants CORS only to allowed origins, not to whatever Origin a script sends', { timeout: SLOW_MS }, async () => {
    const { token } = await registerPlayer(server.baseUrl, newPhone(), TEST_PASSWORD, { appCode: OPEN_APP });
    const corsOf = async (origin: string) => {
      const controller = new AbortController();
      try {
        const res = await fetch(`${server.baseUrl}${OG_STREAM_PATH}?game=jump&token=${encodeURIComponent(token)}`, { signal: controller.signal, headers: { origin } });
        return res.headers.get('access-control-allow-origin');
      } finally {
        controller.abort();
      }
    };
    expect(await corsOf('https://evil.example')).toBeNull();
    // The test server allows local origins (CORS_ORIGINS unset).
    expect(await corsOf('http://localhost:5173')).toBe('http://localhost:5173');
  });

  it('sign-up refuses a malformed app code and creates nothing', { timeout: SLOW_MS }, async () => {
    // The phone's register code is sent first (no app code needed for that), then the sign-up itself.
    const phone = newPhone();
    const client = testClient(server.baseUrl, { appCode: 'not an app code' });
    await testClient(server.baseUrl).call(contract.smsSendRegister, { phone });
    const code = await latestCode(server.baseUrl, phone);
    const before = await snapshot(server.database);
    expect((await failure(client.call(contract.registerByAccount, { account: phone, pwd: TEST_PASSWORD, code }))).code).toBe(ERROR_CODES.VALIDATION);
    expect(await snapshot(server.database)).toEqual(before);
  });
});
