// Issue 26 item 6: "a self-excluded player comes back with a new phone and the same passport,
// because documents are never checked for duplicates". Each identity check carries a keyed blind
// index of its document (src/modules/kyc/documentIndex.ts): one document verifies one account, and
// a self-exclusion (or the operator's freeze) follows the person to a new account.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, HEADERS, contract, type OgBet } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { documentIndex, documentIndexKey } from '../src/modules/kyc/documentIndex';
import { failure } from './client';
import { dataUrl, pngImage } from './fixtures/images';
import { DB_KINDS, fundedPlayer, rawCall, startTestServer, type TestServer } from './harness';

const KEY = randomBytes(32);
const DICE: OgBet = { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'under' };
const selfie = dataUrl('image/png', pngImage(120, 160));
let seq = 0;
const requestId = () => `kyc-doc-${Date.now()}-${(seq += 1)}`;

describe('issue 26: the blind index of identity documents', () => {
  it('is the same for any spelling of one document, differs by type, and is keyed apart from the sealing key', () => {
    const k = documentIndexKey(KEY);
    expect(documentIndex(k, 'passport', 'p 1234-567a')).toBe(documentIndex(k, 'passport', 'P1234567A'));
    expect(documentIndex(k, 'passport', 'P1234567A')).toMatch(/^[0-9a-f]{64}$/);
    expect(documentIndex(k, 'nationalId', 'P1234567A')).not.toBe(documentIndex(k, 'passport', 'P1234567A'));
    expect(documentIndex(documentIndexKey(randomBytes(32)), 'passport', 'P1234567A')).not.toBe(documentIndex(k, 'passport', 'P1234567A'));
    expect(k.equals(KEY)).toBe(false);
    expect(documentIndex(KEY, 'passport', 'P1234567A')).not.toBe(documentIndex(k, 'passport', 'P1234567A'));
  });
});

describe.each(DB_KINDS)('issue 26: one document, one person, on %s', (kind) => {
  let server: TestServer;
  let phone = 0;
  const newPhone = () => `0917666${String((phone += 1)).padStart(4, '0')}`;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { KYC_DATA_KEY: KEY.toString('hex') }, deps: { sabongSchedule: null, lottoTickMs: null } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const kycRows = (userId: number) => server.database.db.selectFrom('kyc_checks').selectAll().where('user_id', '=', userId).execute();

  it('issue 26: excluded player registers a new phone, submits the same passport → cannot bet', async () => {
    const first = await fundedPlayer(server, newPhone(), 50_000);
    expect(await first.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'P7654321B', selfie })).toEqual({ status: 'verified' });
    const [row] = await kycRows(first.userId);
    expect(row!.document_index).toBe(documentIndex(documentIndexKey(KEY), 'passport', 'P7654321B'));
    expect(JSON.stringify(row)).not.toContain('7654321');
    const { exclusion } = await first.client.call(contract.protectionExclude, { kind: 'selfExclusion', term: '6m' });

    // A new phone, a new account: it could bet before its identity check (PH needs none to play).
    const second = await fundedPlayer(server, newPhone(), 50_000);
    expect((await second.client.call(contract.ogPlay, { requestId: requestId(), bet: DICE })).round.totalStake).toBe(1_000);

    // The same passport, written another way: refused, SELF_EXCLUDED until the first account's end.
    const refusal = await rawCall(server.baseUrl, 'POST', contract.kycSubmit.path, JSON.stringify({ documentType: 'passport', documentNumber: 'p765-4321b', selfie }), { [HEADERS.token]: second.token });
    expect(refusal.json).toMatchObject({ code: ERROR_CODES.SELF_EXCLUDED, message: MESSAGES.accountExcluded, data: { reason: 'excluded', resetsAt: exclusion.endsAt } });
    expect(await kycRows(second.userId)).toEqual([]);

    // The new account is under the same exclusion: no bet, no deposit.
    const bet = await failure(second.client.call(contract.ogPlay, { requestId: requestId(), bet: DICE }));
    expect(bet.code).toBe(ERROR_CODES.SELF_EXCLUDED);
    expect((await failure(second.client.call(contract.recharge, { amount: 10_000, channelId: 'qrph' }))).code).toBe(ERROR_CODES.SELF_EXCLUDED);
    expect((await second.client.call(contract.protectionState)).exclusion).toMatchObject({ kind: 'selfExclusion', endsAt: exclusion.endsAt, startedAt: exclusion.startedAt });
  });

  it('issue 26: a document verified on another account is refused with a clear message, nothing stored', async () => {
    const first = await fundedPlayer(server, newPhone(), 0);
    expect(await first.client.call(contract.kycSubmit, { documentType: 'umid', documentNumber: '0222-3456789-1', selfie })).toEqual({ status: 'verified' });
    const second = await fundedPlayer(server, newPhone(), 0);
    const refused = await failure(second.client.call(contract.kycSubmit, { documentType: 'umid', documentNumber: '022234567891', selfie }));
    expect([refused.code, refused.msg]).toEqual([ERROR_CODES.ONE_PER_PLAYER, MESSAGES.kycDocumentInUse]);
    expect(await kycRows(second.userId)).toEqual([]);
    // Not excluded by it: the holder is not.
    expect((await second.client.call(contract.protectionState)).exclusion).toBeNull();
    // Another document verifies the second account.
    expect(await second.client.call(contract.kycSubmit, { documentType: 'umid', documentNumber: '0222-3456789-2', selfie })).toEqual({ status: 'verified' });
  });

  it("issue 26: the operator's freeze of the document's holder follows the person", async () => {
    const first = await fundedPlayer(server, newPhone(), 0);
    expect(await first.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'X9988776', selfie })).toEqual({ status: 'verified' });
    await server.database.db.updateTable('users').set({ frozen_at: server.clock.now(), frozen_reason: 'self-exclusion by phone' }).where('id', '=', first.userId).execute();
    const second = await fundedPlayer(server, newPhone(), 50_000);
    expect((await failure(second.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'X9988776', selfie }))).code).toBe(ERROR_CODES.ACCOUNT_FROZEN);
    expect((await failure(second.client.call(contract.ogPlay, { requestId: requestId(), bet: DICE }))).code).toBe(ERROR_CODES.ACCOUNT_FROZEN);
    expect(await kycRows(second.userId)).toEqual([]);
  });

  it('issue 26: a rejected submission binds nothing (knowing a number is not owning the document)', async () => {
    const squatter = await fundedPlayer(server, newPhone(), 0);
    await server.database.db
      .insertInto('kyc_checks')
      .values({ user_id: squatter.userId, status: 'rejected', document_type: 'passport', document_tail: '1122', document_number_enc: 'x', selfie_enc: 'x', provider_ref: 'r', submitted_at: 0, decided_at: 0, document_index: documentIndex(documentIndexKey(KEY), 'passport', 'Q1231122') })
      .execute();
    await squatter.client.call(contract.protectionExclude, { kind: 'selfExclusion', term: '6m' });
    const owner = await fundedPlayer(server, newPhone(), 0);
    expect(await owner.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'Q1231122', selfie })).toEqual({ status: 'verified' });
    expect((await owner.client.call(contract.protectionState)).exclusion).toBeNull();
  });
});
