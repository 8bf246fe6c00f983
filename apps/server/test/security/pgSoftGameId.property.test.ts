// Issue 26 item 7c (re-test): "an odd pg-soft gameId answers 500". A game id is what the catalogue
// allows (1-64 letters, digits and '-', games.yaml); anything else sent to the launch doors —
// /x2/pg-soft/get-game-html and /hd/login — answers a VALIDATION envelope with its message, never a
// 500 or a page, and changes nothing (no launch session opens).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from '@perya/domain';
import { ERROR_CODES, envelopeSchema } from '@perya/api/contract';
import { DB_KINDS, rawCall, registerPlayer, snapshot, startTestServer, type TestServer } from '../harness';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const GAME_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Odd ids: any string the catalogue's id format refuses (unicode, controls, separators, too long, empty). */
const oddIds = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('', ' ', '1543462 ', '../1543462', '1543462\u0000', '1543462%00', '__proto__', 'constructor', 'toString', '1543462?x=1', '<script>', 'x'.repeat(65), '9'.repeat(400), '\ud800', 'pg_1543462', '1543462/../../etc'),
  )
  .filter((id) => !GAME_ID.test(id));

describe.each(DB_KINDS)('odd pg-soft game ids on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await registerPlayer(server.baseUrl, `0914${String(Date.now() % 10_000_000).padStart(7, '0')}`)).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('every odd game id answers a VALIDATION envelope with its message, no 500, nothing changed', async () => {
    const before = await snapshot(server.database);
    await fc.assert(
      fc.asyncProperty(oddIds, fc.constantFrom('/x2/pg-soft/get-game-html', '/hd/login'), async (gameId, path) => {
        const body = path === '/hd/login' ? { gameProvider: 'pg', gameId } : { gameId };
        const res = await rawCall(server.baseUrl, 'POST', path, JSON.stringify(body), { token });
        expect(res.status, `${path} ${JSON.stringify(gameId)}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
        const envelope = envelopeSchema.safeParse(res.json);
        expect(envelope.success, res.text.slice(0, 200)).toBe(true);
        expect(envelope.data?.code).toBe(ERROR_CODES.VALIDATION);
        expect(envelope.data?.message).toBe(MESSAGES.checkInformation);
        expect(res.text).not.toMatch(/<html|at [\w.]+ \(/);
      }),
      { numRuns: 150 },
    );
    expect(await snapshot(server.database)).toEqual(before);
  });

  it('a well-formed id still launches, and a well-formed unknown one is GAME_NOT_FOUND', async () => {
    const page = await rawCall(server.baseUrl, 'POST', '/x2/pg-soft/get-game-html', JSON.stringify({ gameId: '1543462' }), { token });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/^<!doctype html>/);
    const unknown = await rawCall(server.baseUrl, 'POST', '/x2/pg-soft/get-game-html', JSON.stringify({ gameId: '9999999' }), { token });
    expect((unknown.json as { code: string }).code).toBe(ERROR_CODES.GAME_NOT_FOUND);
  });
});
