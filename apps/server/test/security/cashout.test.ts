// Issue 11 item 4, cash out: a session token alone never moves money out. A withdrawal needs a
// verified phone and the password or an SMS code (purpose withdraw); a GCash number that is not
// the player's, or a bank card or crypto address never paid before, needs the code
// (withdrawalProofNeeded, spec §6/§8). Every refusal answers its message and changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { DB_KINDS, TEST_PASSWORD, fundedPlayer, latestCode, rawCall, snapshot, startTestServer, type TestServer } from '../harness';
import { failure } from '../client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** Proof attempts per account per window: small, so the wrong-password limit is reached. */
const PER_ACCOUNT = 5;

let phoneSeq = 0;
function newPhone(): string {
  phoneSeq += 1;
  return `0917${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

describe.each(DB_KINDS)('cash out proof on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT) } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * A player with 100.00 in the main wallet, whose phone registration verified; `verified: false`
   * makes it an account whose phone was never proven (created before codes were required).
   */
  async function player(options: { verified?: boolean } = {}) {
    const phone = newPhone();
    const p = await fundedPlayer(server, phone, 100_000);
    if (options.verified === false) await server.database.db.updateTable('users').set({ verified: 0 }).where('id', '=', p.userId).execute();
    // Past the resend wait of the registration code, so a withdraw code can be sent.
    server.clock.advance(121_000);
    return { ...p, phone };
  }

  const gcashTo = (number: string) => ({ method: 'gcash' as const, bankCode: 'GCASH', bankName: 'GCash', accountNo: number, phone: number, accountName: 'Maria Clara', amount: 20_000 });
  const bank = { method: 'bank' as const, bankCode: 'BDO', bankName: 'BDO', accountNo: '001234567890', accountName: 'Maria Clara', amount: 20_000 };

  /** Runs a call that must be refused with `code` and `message`, and proves nothing changed. */
  async function refusedUnchanged(call: () => Promise<unknown>, code: string, message: string) {
    const before = await snapshot(server.database);
    const error = await failure(call());
    expect([error.code, error.msg]).toEqual([code, message]);
    expect(await snapshot(server.database)).toEqual(before);
  }

  it('without a token: refused, nothing changed', async () => {
    const { phone } = await player();
    const before = await snapshot(server.database);
    const res = await rawCall(server.baseUrl, 'POST', contract.withdrawApply.path, JSON.stringify({ ...gcashTo(phone), pwd: TEST_PASSWORD }));
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: ERROR_CODES.UNAUTHORIZED });
    expect(await snapshot(server.database)).toEqual(before);
  });

  it('without the password or a code: refused, nothing changed', async () => {
    const { client, phone } = await player();
    await refusedUnchanged(() => client.call(contract.withdrawApply, gcashTo(phone)), ERROR_CODES.WITHDRAWAL_PROOF_REQUIRED, MESSAGES.withdrawalProofRequired);
  });

  it('a wrong password is refused and counts toward the per-account limit; nothing changed', async () => {
    const { client, phone } = await player();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      await refusedUnchanged(() => client.call(contract.withdrawApply, { ...gcashTo(phone), pwd: `wrong-${i}` }), ERROR_CODES.CREDENTIALS_INCORRECT, MESSAGES.passwordIncorrect);
    }
    // Over the limit even the right password is refused (no guessing past it).
    await refusedUnchanged(() => client.call(contract.withdrawApply, { ...gcashTo(phone), pwd: TEST_PASSWORD }), ERROR_CODES.RATE_LIMITED, MESSAGES.tooManyRequests);
    expect((await client.call(contract.userInfo)).balance).toBe(100_000);
  });

  it('a phone that was never verified: refused even with the right password, nothing changed', async () => {
    const { client, phone, userId } = await player({ verified: false });
    await refusedUnchanged(() => client.call(contract.withdrawApply, { ...gcashTo(phone), pwd: TEST_PASSWORD }), ERROR_CODES.PHONE_NOT_VERIFIED, MESSAGES.withdrawalPhoneRequired);
    // Google-only players have no phone at all.
    await server.database.db.updateTable('users').set({ phone: null, verified: 1 }).where('id', '=', userId).execute();
    await refusedUnchanged(() => client.call(contract.withdrawApply, { ...gcashTo(phone), pwd: TEST_PASSWORD }), ERROR_CODES.PHONE_NOT_VERIFIED, MESSAGES.withdrawalPhoneRequired);
  });

  it('GCash to another number with the password only: the spec mismatch message, nothing changed', async () => {
    const { client } = await player();
    await refusedUnchanged(
      () => client.call(contract.withdrawApply, { ...gcashTo('09998887777'), pwd: TEST_PASSWORD }),
      ERROR_CODES.WITHDRAWAL_PROOF_REQUIRED,
      MESSAGES.gcashPhoneMismatch,
    );
  });

  it('a new bank (or crypto) destination with the password only: refused, nothing changed', async () => {
    const { client } = await player();
    await refusedUnchanged(() => client.call(contract.withdrawApply, { ...bank, pwd: TEST_PASSWORD }), ERROR_CODES.WITHDRAWAL_PROOF_REQUIRED, MESSAGES.withdrawalCodeRequired);
    const crypto = { method: 'crypto' as const, bankCode: 'TRC20', bankName: 'x', accountNo: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', accountName: 'Maria Clara', amount: 20_000, pwd: TEST_PASSWORD };
    await refusedUnchanged(() => client.call(contract.withdrawApply, crypto), ERROR_CODES.WITHDRAWAL_PROOF_REQUIRED, MESSAGES.withdrawalCodeRequired);
  });

  it('pays GCash to the own verified number with the password', async () => {
    const { client, phone } = await player();
    // Written differently from the registered number: still the player's own.
    const order = await client.call(contract.withdrawApply, { ...gcashTo(phone), accountNo: `+63 ${phone.slice(1)}`, pwd: TEST_PASSWORD });
    expect(order).toMatchObject({ status: 'pending', amount: 20_000, availableBalance: 80_000 });
  });

  it('pays a new bank destination with the code; the code works once; once paid, the password is enough', async () => {
    const { client, phone } = await player();
    await client.call(contract.smsSend, { phone, purpose: 'withdraw' });
    const code = await latestCode(server.baseUrl, phone);
    // A refusal by a rule (more than the balance) does not use the code up.
    const tooMuch = await failure(client.call(contract.withdrawApply, { ...bank, amount: 100_001, verifyCode: code }));
    expect(tooMuch.code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    const order = await client.call(contract.withdrawApply, { ...bank, verifyCode: code });
    expect(order).toMatchObject({ status: 'pending', availableBalance: 80_000 });
    await refusedUnchanged(() => client.call(contract.withdrawApply, { ...bank, verifyCode: code }), ERROR_CODES.CODE_INCORRECT, MESSAGES.codeIncorrect);

    // Pending is not paid: the password is not enough yet.
    const withPassword = { ...bank, accountNo: '0012-3456-7890', pwd: TEST_PASSWORD };
    expect((await failure(client.call(contract.withdrawApply, withPassword))).msg).toBe(MESSAGES.withdrawalCodeRequired);
    const approved = await rawCall(server.baseUrl, 'POST', `/ops/withdrawals/${order.orderNo}/approve`, '{}');
    expect(approved.status).toBe(200);
    expect(await client.call(contract.withdrawApply, withPassword)).toMatchObject({ status: 'pending', availableBalance: 60_000 });
  });

  it('pays GCash to another number with the code; a wrong code is refused without paying', async () => {
    const { client, phone } = await player();
    await client.call(contract.smsSend, { phone, purpose: 'withdraw' });
    const code = await latestCode(server.baseUrl, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await failure(client.call(contract.withdrawApply, { ...gcashTo('09998887777'), verifyCode: wrong }));
    expect([refused.code, refused.msg]).toEqual([ERROR_CODES.CODE_INCORRECT, MESSAGES.codeIncorrect]);
    expect((await client.call(contract.userInfo)).balance).toBe(100_000);
    const order = await client.call(contract.withdrawApply, { ...gcashTo('09998887777'), verifyCode: code });
    expect(order).toMatchObject({ status: 'pending', availableBalance: 80_000 });
  });

  it('a code is sent only to the player\'s own phone', async () => {
    const { client } = await player();
    const error = await failure(client.call(contract.smsSend, { phone: '09998887777', purpose: 'withdraw' }));
    expect(error.code).toBe(ERROR_CODES.PHONE_INVALID);
  });

  it('binding a phone is a security change: no cash out for 24 hours after it', async () => {
    // An account without a phone (like a Google sign-up) binds one with a bindPhone code.
    const { client, userId } = await player({ verified: false });
    await server.database.db.updateTable('users').set({ phone: null }).where('id', '=', userId).execute();
    const phone = newPhone();
    await client.call(contract.smsSend, { phone, purpose: 'bindPhone' });
    await client.call(contract.userInfoEdit, { phone, verifyCode: await latestCode(server.baseUrl, phone) });
    await refusedUnchanged(() => client.call(contract.withdrawApply, { ...gcashTo(phone), pwd: TEST_PASSWORD }), ERROR_CODES.SECURITY_CHANGE_BLOCK, MESSAGES.securityChangeBlock);
    server.clock.advance(24 * 3600_000);
    try {
      expect(await client.call(contract.withdrawApply, { ...gcashTo(phone), pwd: TEST_PASSWORD })).toMatchObject({ status: 'pending' });
    } finally {
      server.clock.advance(-24 * 3600_000);
    }
  });
});
