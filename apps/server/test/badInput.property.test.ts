// Property: whatever arrives — arbitrary JSON, wrong types, huge strings, missing fields, text that
// is not JSON — every endpoint answers a well-formed envelope with a non-success code, never a
// 500 or a stack trace, and the database does not change (CONVENTIONS §12).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { MESSAGES } from '@perya/domain';
import { contract, envelopeSchema, type AnyEndpoint } from '@perya/api/contract';
import { IMPLEMENTED_ENDPOINTS } from '../src/app';
import { DB_KINDS, rawCall, registerPlayer, snapshot, startTestServer, type TestServer } from './harness';

const RUNS = 25;
const MESSAGE_TEXTS = new Set<string>(Object.values(MESSAGES));

function fieldNames(schema: z.core.$ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape === undefined ? [] : Object.keys(shape);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the server must refuse this raw body for this endpoint (mirrors the JSON parser). */
function mustRefuse(endpoint: AnyEndpoint, body: string): boolean {
  if (body.trim() === '') return !endpoint.request.safeParse({}).success;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return true;
  }
  if (parsed === null) parsed = {};
  if (!isPlainObject(parsed)) return true;
  return !endpoint.request.safeParse(parsed).success;
}

/** Bodies built to break a schema: wrong types, missing fields, huge strings, any JSON, not JSON. */
function badBodies(endpoint: AnyEndpoint): fc.Arbitrary<string> {
  const keys = fieldNames(endpoint.request);
  const json = (value: unknown) => JSON.stringify(value) ?? '';
  const options: fc.Arbitrary<string>[] = [
    fc.anything().map(json),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('{', '[1,', 'null', '"text"', '42', 'true', '[]', '{"a":}'),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    options.push(
      // Every field present with a value of any type, some fields missing.
      fc.record(Object.fromEntries(keys.map((k) => [k, fc.anything()])), { requiredKeys: [] }).map(json),
      // One field far too long.
      fc.tuple(key, fc.integer({ min: 10_000, max: 200_000 })).map(([k, n]) => json({ [k]: 'x'.repeat(n) })),
      // Right-looking strings for every field but one of the wrong type.
      fc.tuple(key, fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object())).map(([k, v]) =>
        json({ ...Object.fromEntries(keys.map((f) => [f, '09171234567'])), [k]: v }),
      ),
    );
  }
  return fc.oneof(...options);
}

describe.each(DB_KINDS)('bad input on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await registerPlayer(server.baseUrl, '09179998888')).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  const routes = IMPLEMENTED_ENDPOINTS.map((name): AnyEndpoint => contract[name]).filter((e) => e.method === 'POST');

  it.each(routes.map((e) => [e.name, e] as const))('%s refuses bad bodies with an envelope and changes nothing', async (_name, endpoint) => {
    const before = await snapshot(server.database);
    await fc.assert(
      fc.asyncProperty(badBodies(endpoint), async (body) => {
        fc.pre(mustRefuse(endpoint, body));
        const res = await rawCall(server.baseUrl, 'POST', endpoint.path, body, { token });
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toMatch(/\n\s+at |\.ts:\d+/);
        const envelope = envelopeSchema.parse(res.json);
        expect(envelope.code).not.toBe('00000');
        expect(envelope.data).toBeNull();
        expect(MESSAGE_TEXTS.has(envelope.message)).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot(server.database)).toEqual(before);
  });

  it('GET endpoints answer envelopes for any query or path text and change nothing without a valid token', async () => {
    const before = await snapshot(server.database);
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300 }), fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 50 })), async (segment, query) => {
        const qs = new URLSearchParams(query).toString();
        for (const url of [
          `/x2/app/boot/v2/${encodeURIComponent(segment)}?${qs}`,
          `${contract.tokenRenewal.path}?${qs}`,
          `/x2/recharge/order/${encodeURIComponent(segment)}?${qs}`,
          `${contract.withdrawLatestAccount.path}?${qs}`,
          `${contract.payChannels.path}?${qs}`,
          `${contract.channelList.path}?${qs}`,
        ]) {
          const res = await rawCall(server.baseUrl, 'GET', url, undefined, { token: segment.replace(/[^\x21-\x7e]/g, 'x') });
          expect(res.status).toBeLessThan(500);
          envelopeSchema.parse(res.json);
        }
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot(server.database)).toEqual(before);
  });
});
