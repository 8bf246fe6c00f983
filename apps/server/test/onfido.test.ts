// Issue 26 item 6: identity checks through a real provider, Onfido, by its official SDK against a
// local fake of its API (test/fakeOnfido.ts), with the signed webhook that later decides. Covers:
// a submission is pending with the check id; a webhook with Onfido's signature records the
// check's result as read back from the API (never the event's word), exactly once; a bad or
// missing signature changes nothing; an unknown check is ignored; Onfido refusing the photo is a
// rejection; an outage stores nothing; and the blind index (one document, one account; the
// exclusion follows the person) holds when the answer comes later.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { ONFIDO_WEBHOOK_PATH } from '../src/adapters/kyc/onfido';
import { failure } from './client';
import { startFakeOnfido, type FakeOnfido } from './fakeOnfido';
import { dataUrl, realJpeg } from './fixtures/images';
import { DB_KINDS, fundedPlayer, startTestServer, type TestServer } from './harness';

const KEY = randomBytes(32);
const ACCOUNT = { apiToken: 'api_sandbox.onfido-test-token-0123456789', webhookToken: '_ABC123abc123ABC123abc123ABC123_' };

describe.each(DB_KINDS)('issue 26 item 6: Onfido identity checks on %s', (kind) => {
  let server: TestServer;
  let onfido: FakeOnfido;
  let selfie: string;
  let tinySelfie: string;
  let phone = 0;
  const newPhone = () => `0917555${String((phone += 1)).padStart(4, '0')}`;

  beforeAll(async () => {
    onfido = await startFakeOnfido(ACCOUNT);
    selfie = dataUrl('image/jpeg', await realJpeg(400, 300));
    tinySelfie = dataUrl('image/jpeg', await realJpeg(80, 80));
    server = await startTestServer(kind, {
      env: { KYC_DATA_KEY: KEY.toString('hex'), ONFIDO_API_TOKEN: ACCOUNT.apiToken, ONFIDO_WEBHOOK_TOKEN: ACCOUNT.webhookToken, ONFIDO_API_URL: onfido.url },
      deps: { sabongSchedule: null, lottoTickMs: null },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await onfido?.close();
  });

  const rowOf = (userId: number) => server.database.db.selectFrom('kyc_checks').selectAll().where('user_id', '=', userId).executeTakeFirst();
  /** POSTs an event as Onfido does: signed unless a signature is given (null: no header). */
  const webhook = async (body: string, signature: string | null = onfido.sign(body)) => {
    const response = await fetch(`${server.baseUrl}${ONFIDO_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-sha2-signature': signature }) },
      body,
    });
    const text = await response.text();
    return { status: response.status, text, outcome: response.ok ? (JSON.parse(text) as { outcome: string }).outcome : undefined };
  };
  const checkReads = (checkId: string) => onfido.requests.filter((r) => r === `GET /v3.6/checks/${checkId}`).length;

  /** A player whose passport went to Onfido: pending, with the check id. */
  async function pendingPlayer(documentNumber: string) {
    const player = await fundedPlayer(server, newPhone(), 0);
    expect(await player.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber, selfie })).toEqual({ status: 'pending' });
    const row = await rowOf(player.userId);
    return { ...player, checkId: row!.provider_ref };
  }

  it('submit → pending: an applicant with no personal data, the photo as document and live photo, a document + face check', async () => {
    const before = onfido.requests.length;
    const player = await pendingPlayer('P1234567A');
    expect(onfido.requests.slice(before)).toEqual(['POST /v3.6/applicants', 'POST /v3.6/documents', 'POST /v3.6/live_photos', 'POST /v3.6/checks']);
    const check = onfido.checks.get(player.checkId)!;
    expect(check).toMatchObject({ status: 'in_progress', report_names: ['document', 'facial_similarity_photo'] });
    // Only an opaque reference: no document number, no phone, no name of the player.
    expect(onfido.applicants.get(check.applicant_id)).toEqual({ first_name: 'Perya', last_name: `player ${player.userId}` });
    const uploads = onfido.uploads.filter((u) => u.applicantId === check.applicant_id);
    expect(uploads.map((u) => [u.kind, u.fields.type ?? null, u.fields.side ?? null, u.fileType])).toEqual([['document', 'passport', 'front', 'jpg'], ['live_photo', null, null, 'jpg']]);
    expect(check.document_ids).toEqual([uploads[0]!.id]);
    expect(JSON.stringify([...onfido.applicants.values(), ...uploads])).not.toContain('1234567');
    const row = await rowOf(player.userId);
    expect(row).toMatchObject({ status: 'pending', provider_ref: check.id, decided_at: null });
    // Pending: a second submission answers pending and asks Onfido nothing.
    const calls = onfido.requests.length;
    expect(await player.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'P1234567A', selfie })).toEqual({ status: 'pending' });
    expect(onfido.requests.length).toBe(calls);
    expect((await player.client.call(contract.protectionState)).kyc).toMatchObject({ status: 'pending' });
  });

  it('webhook with a valid signature → verified, read back through the API; a redelivery changes nothing', async () => {
    const player = await pendingPlayer('P2345678B');
    onfido.complete(player.checkId, 'clear');
    const first = await webhook(onfido.event(player.checkId));
    expect(first).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(checkReads(player.checkId)).toBe(1);
    const row = await rowOf(player.userId);
    expect(row).toMatchObject({ status: 'verified', decided_at: server.clock.now() });
    expect((await player.client.call(contract.protectionState)).kyc).toMatchObject({ status: 'verified' });
    // Onfido delivers again (it retries until it sees a 2xx): harmless, and Onfido is not asked again.
    expect(await webhook(onfido.event(player.checkId))).toMatchObject({ status: 200, outcome: 'already' });
    expect(checkReads(player.checkId)).toBe(1);
    expect(await rowOf(player.userId)).toEqual(row);
  });

  it('a bad or missing signature is refused (401) and changes nothing; the event body is never trusted', async () => {
    const player = await pendingPlayer('P3456789C');
    onfido.complete(player.checkId, 'clear');
    const body = onfido.event(player.checkId);
    const forged = onfido.sign(body).replace(/^./, (c) => (c === '0' ? '1' : '0'));
    for (const signature of [forged, null, '', 'zz', onfido.sign(`${body} `), onfido.sign(body).slice(0, 62)]) {
      const answer = await webhook(body, signature);
      expect([answer.status, answer.text]).toEqual([401, 'Invalid X-SHA2-Signature']);
    }
    // Signed with another token (another Onfido account's webhook).
    const { createHmac } = await import('node:crypto');
    expect((await webhook(body, createHmac('sha256', 'another-webhook-token').update(body).digest('hex'))).status).toBe(401);
    expect(checkReads(player.checkId)).toBe(0);
    expect(await rowOf(player.userId)).toMatchObject({ status: 'pending', decided_at: null });

    // Correctly signed, but the event claims complete while Onfido's API says the check still runs: still pending.
    const other = await pendingPlayer('P3456789D');
    expect(await webhook(onfido.event(other.checkId, 'check.completed', 'complete'))).toMatchObject({ status: 200, outcome: 'pending' });
    expect(checkReads(other.checkId)).toBe(1);
    expect(await rowOf(other.userId)).toMatchObject({ status: 'pending' });
  });

  it('a consider result is recorded as rejected, and the player may try again', async () => {
    const player = await pendingPlayer('P4567890E');
    onfido.complete(player.checkId, 'consider');
    expect(await webhook(onfido.event(player.checkId))).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(await rowOf(player.userId)).toMatchObject({ status: 'rejected', decided_at: server.clock.now() });
    expect(server.logs.join('\n')).toMatch(/Onfido result: consider/);
    // A new submission goes to Onfido again: a new check, pending.
    expect(await player.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'P4567890E', selfie })).toEqual({ status: 'pending' });
    const row = await rowOf(player.userId);
    expect(row!.provider_ref).not.toBe(player.checkId);
    // The old check's late redelivery finds no check of ours by that id any more.
    expect(await webhook(onfido.event(player.checkId))).toMatchObject({ status: 200, outcome: 'unknown' });
    // A withdrawn check is rejected too.
    onfido.withdraw(row!.provider_ref);
    expect(await webhook(onfido.event(row!.provider_ref, 'check.withdrawn', 'withdrawn'))).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(await rowOf(player.userId)).toMatchObject({ status: 'rejected' });
  });

  it('an unknown check is ignored and logged; other resources are acknowledged and ignored', async () => {
    const reads = onfido.requests.length;
    expect(await webhook(onfido.event('00000000-0000-4000-8000-000000000000'))).toMatchObject({ status: 200, outcome: 'unknown' });
    expect(server.logs.join('\n')).toMatch(/onfido webhook names a check that is not ours/);
    const report = JSON.stringify({ payload: { resource_type: 'report', action: 'report.completed', object: { id: 'r-1', status: 'complete', href: 'https://api.eu.onfido.com/v3.6/reports/r-1' } } });
    expect(await webhook(report)).toMatchObject({ status: 200, outcome: 'ignored' });
    expect(onfido.requests.length).toBe(reads);
  });

  it("Onfido refusing the photo (422, under 32 KB) is a rejection; an outage stores nothing; the webhook asks Onfido again when it cannot read the check", async () => {
    const player = await fundedPlayer(server, newPhone(), 0);
    const applicants = onfido.applicants.size;
    expect(await player.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'P5678901F', selfie: tinySelfie })).toEqual({ status: 'rejected' });
    expect(server.logs.join('\n')).toMatch(/Onfido answered 422 validation_error while uploading the document \(file\)/);
    const refusedRef = (await rowOf(player.userId))!.provider_ref;
    // The applicant made for it is deleted: nothing of an unchecked submission stays with Onfido.
    expect(onfido.requests.at(-1)).toBe(`DELETE /v3.6/applicants/${refusedRef}`);
    expect(onfido.applicants.size).toBe(applicants);
    onfido.failNext = { path: '/v3.6/checks', status: 503, type: 'service_unavailable' };
    const down = await failure(player.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'P5678901F', selfie }));
    expect(down.code).toBe(ERROR_CODES.SERVER_ERROR);
    expect(onfido.requests.at(-1)).toMatch(/^DELETE \/v3\.6\/applicants\//);
    expect(onfido.applicants.size).toBe(applicants);
    expect(await rowOf(player.userId)).toMatchObject({ status: 'rejected', provider_ref: refusedRef });
    const pending = await pendingPlayer('P5678901G');
    onfido.complete(pending.checkId, 'clear');
    onfido.failNext = { path: `/v3.6/checks/${pending.checkId}`, status: 500, type: 'internal_server_error' };
    expect((await webhook(onfido.event(pending.checkId))).status).toBe(503);
    expect(await rowOf(pending.userId)).toMatchObject({ status: 'pending' });
    expect(await webhook(onfido.event(pending.checkId))).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(await rowOf(pending.userId)).toMatchObject({ status: 'verified' });
  });

  it('one document, one account: a verified document is refused before Onfido is asked, and the exclusion follows the person', async () => {
    const first = await pendingPlayer('X1112223');
    onfido.complete(first.checkId, 'clear');
    expect((await webhook(onfido.event(first.checkId))).outcome).toBe('recorded');
    const second = await fundedPlayer(server, newPhone(), 0);
    const calls = onfido.requests.length;
    const refused = await failure(second.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'x111-2223', selfie }));
    expect([refused.code, refused.msg]).toEqual([ERROR_CODES.ONE_PER_PLAYER, MESSAGES.kycDocumentInUse]);
    expect(onfido.requests.length).toBe(calls);
    expect(await rowOf(second.userId)).toBeUndefined();
    const { exclusion } = await first.client.call(contract.protectionExclude, { kind: 'selfExclusion', term: '6m' });
    const third = await fundedPlayer(server, newPhone(), 0);
    expect((await failure(third.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'X1112223', selfie }))).code).toBe(ERROR_CODES.SELF_EXCLUDED);
    expect((await third.client.call(contract.protectionState)).exclusion).toMatchObject({ kind: 'selfExclusion', endsAt: exclusion.endsAt });
  });

  it('two accounts pending on one document: the first clear result verifies, the second is rejected and inherits the exclusion', async () => {
    const a = await pendingPlayer('Y7776665');
    const b = await pendingPlayer('Y777-6665');
    onfido.complete(a.checkId, 'clear');
    onfido.complete(b.checkId, 'clear');
    expect((await webhook(onfido.event(a.checkId))).outcome).toBe('recorded');
    const { exclusion } = await a.client.call(contract.protectionExclude, { kind: 'selfExclusion', term: '6m' });
    expect((await webhook(onfido.event(b.checkId))).outcome).toBe('recorded');
    expect(await rowOf(a.userId)).toMatchObject({ status: 'verified' });
    expect(await rowOf(b.userId)).toMatchObject({ status: 'rejected' });
    expect((await b.client.call(contract.protectionState)).exclusion).toMatchObject({ kind: 'selfExclusion', endsAt: exclusion.endsAt });
    expect(await webhook(onfido.event(b.checkId))).toMatchObject({ status: 200, outcome: 'already' });
  });
});

describe('issue 26 item 6: without Onfido the webhook door does not exist', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { env: { KYC_DATA_KEY: KEY.toString('hex') } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('POST /kyc/webhook/onfido is not served (the sandbox decides at once; nobody can post a verdict)', async () => {
    const body = JSON.stringify({ payload: { resource_type: 'check', action: 'check.completed', object: { id: 'c-1', status: 'complete' } } });
    const response = await fetch(`${server.baseUrl}${ONFIDO_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-sha2-signature': '0'.repeat(64) }, body });
    expect(response.status).toBe(404);
  });
});
