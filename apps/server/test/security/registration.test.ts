// Issue 11 item 3, registration door: a phone + password account needs the register code sent to
// that phone, so nobody can register (squat) a number they do not hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { DB_KINDS, TEST_PASSWORD, latestCode, rawCall, snapshot, startTestServer, type TestServer } from '../harness';

interface Envelope {
  code: string;
  message: string;
  data: unknown;
}

describe.each(DB_KINDS)('registration proves the phone on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = async (path: string, body: object) => (await rawCall(server.baseUrl, 'POST', path, JSON.stringify(body))).json as Envelope;
  const register = (body: object) => post(contract.registerByAccount.path, body);
  /** The newest code sent to a phone, after the resend cooldown of the previous one. */
  async function codeFor(path: string, phone: string): Promise<string> {
    server.clock.advance(121_000);
    expect((await post(path, { phone })).code).toBe(ERROR_CODES.SUCCESS);
    return latestCode(server.baseUrl, phone);
  }

  it('refuses registerByAccount without a code, and changes nothing', async () => {
    const before = await snapshot(server.database);
    const refused = await register({ account: '09171110001', pwd: TEST_PASSWORD });
    expect(refused).toMatchObject({ code: ERROR_CODES.VALIDATION, message: MESSAGES.codeInvalid });
    expect(await snapshot(server.database)).toEqual(before);
  });

  it("refuses someone else's code: one sent to another phone, or for another purpose", async () => {
    const attacker = '09171110002';
    const victim = '09171110003';
    const attackersCode = await codeFor(contract.smsSendRegister.path, attacker);
    const before = await snapshot(server.database);
    const refused = await register({ account: victim, pwd: TEST_PASSWORD, code: attackersCode });
    expect(refused).toMatchObject({ code: ERROR_CODES.CODE_INCORRECT, message: MESSAGES.codeIncorrect });
    expect(await snapshot(server.database)).toEqual(before);

    // A login code of the victim's phone (which the victim asked for) is not a register code.
    const loginCode = await codeFor(contract.smsSendLogin.path, victim);
    expect((await register({ account: victim, pwd: TEST_PASSWORD, code: loginCode })).code).toBe(ERROR_CODES.CODE_INCORRECT);
  });

  it("squatting a victim's number is impossible; the owner registers it, in any spelling only once", async () => {
    const victim = '09171110004';
    // The owner asked for a code; the attacker guesses it: each wrong guess counts, five end it.
    const sent = await codeFor(contract.smsSendRegister.path, victim);
    const answers: string[] = [];
    for (let k = 1; k <= 6; k++) {
      const guess = String((Number(sent) + k) % 1_000_000).padStart(6, '0');
      answers.push((await register({ account: victim, pwd: 'Squatter99', code: guess })).code);
    }
    expect(answers).toEqual([...Array(4).fill(ERROR_CODES.CODE_INCORRECT), ERROR_CODES.CODE_TOO_MANY_ATTEMPTS, ERROR_CODES.CODE_TOO_MANY_ATTEMPTS]);
    // Even the right code no longer works for anyone: the number stays free.
    expect((await register({ account: victim, pwd: 'Squatter99', code: sent })).code).toBe(ERROR_CODES.CODE_TOO_MANY_ATTEMPTS);
    expect(await server.database.db.selectFrom('users').select('id').where('phone', '=', '+639171110004').execute()).toEqual([]);

    const code = await codeFor(contract.smsSendRegister.path, victim);
    const created = await register({ account: victim, pwd: TEST_PASSWORD, code });
    expect(created.code).toBe(ERROR_CODES.SUCCESS);
    // The code is used up: it cannot register the number again, nor can another spelling of it.
    for (const account of [victim, '9171110004', '+639171110004']) {
      expect((await register({ account, pwd: TEST_PASSWORD, code })).code).toBe(ERROR_CODES.ACCOUNT_EXISTS);
    }
    expect((await post(contract.smsSendRegister.path, { phone: '+639171110004' })).code).toBe(ERROR_CODES.ACCOUNT_EXISTS);
  });
});
