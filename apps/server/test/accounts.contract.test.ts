// Contract tests of accounts, sessions and SMS: the real client against the real server, on
// SQLite and on PostgreSQL (spec §7 calls, §8 messages, §5 rules).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { MESSAGES } from '@perya/domain';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { DB_KINDS, TEST_PASSWORD, latestCode, latestEmailCode, registerPlayer, startTestServer, type TestServer } from './harness';
import { failure, testClient } from './client';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let phoneSeq = 0;
/** A fresh 11-digit phone number per test so tests do not share accounts. */
function newPhone(): string {
  phoneSeq += 1;
  return `0917${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}
/** How the server stores a test phone: E.164 for +63 (issue 11). */
const e164 = (phone: string) => `+63${phone.slice(1)}`;

describe.each(DB_KINDS)('accounts and sessions on %s', (kind) => {
  let server: TestServer;
  let googleKey: PrivateKey;
  const clientId = 'perya-test.apps.googleusercontent.com';

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    googleKey = privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    server = await startTestServer(kind, {
      env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS: JSON.stringify({ keys: [jwk] }) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function googleToken(claims: Record<string, unknown>, options: { audience?: string; issuer?: string; key?: PrivateKey } = {}) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setIssuedAt(Math.floor(server.clock.now() / 1000))
      .setExpirationTime(Math.floor(server.clock.now() / 1000) + 3600)
      .sign(options.key ?? googleKey);
  }

  it('a player registers with an SMS code from the outbox, logs in, edits, renews and is refused after logout', async () => {
    const client = testClient(server.baseUrl);
    const phone = newPhone();

    const sent = await client.call(contract.smsSendRegister, { phone });
    expect(sent.resendAfterSeconds).toBe(120);
    expect(sent.expiresAt).toBe(server.clock.now() + 5 * 60 * 1000);
    const code = await latestCode(server.baseUrl, phone);

    const registered = await client.call(contract.loginByOtp, { account: phone, code, pwd: 'secret1' });
    expect(registered.isNew).toBe(true);
    client.setSession(registered);

    const info = await client.call(contract.userInfo);
    // The phone shows as the local digits the phone field takes (no trunk 0, no +63).
    expect(info).toMatchObject({ userId: registered.userId, phone: phone.slice(1), checkPhone: true, storeStatus: 1, balance: 0 });
    // spec §1: a PH account (the seed's market) holds pesos.
    expect(info).toMatchObject({ market: 'PH', currency: 'PHP' });
    expect(info.avatar).toBeGreaterThanOrEqual(0);
    expect(info.avatar).toBeLessThanOrEqual(5);

    // The used code cannot be replayed.
    const replay = await failure(client.call(contract.loginByOtp, { account: phone, code }));
    expect(replay.code).toBe(ERROR_CODES.CODE_INCORRECT);

    const login = await client.call(contract.loginByAccount, { account: phone, pwd: 'secret1' });
    expect(login).toMatchObject({ userId: registered.userId, isNew: false });
    client.setSession(login);

    // An email binds with the code mailed to it (issue 26 item 5).
    await client.call(contract.emailSend, { email: 'maria@example.com' });
    const emailCode = await latestEmailCode(server.baseUrl, 'maria@example.com');
    const edited = await client.call(contract.userInfoEdit, { name: 'Maria Clara', email: 'maria@example.com', emailCode, avatar: 3, birthday: '1990-05-01' });
    expect(edited).toMatchObject({ name: 'Maria Clara', email: 'maria@example.com', avatar: 3, birthday: '1990-05-01' });
    expect(await client.call(contract.userInfo)).toMatchObject({ name: 'Maria Clara', email: 'maria@example.com' });

    const anonymous = await failure(testClient(server.baseUrl).call(contract.tokenRenewal));
    expect(anonymous.code).toBe(ERROR_CODES.UNAUTHORIZED);
    const renewed = await client.call(contract.tokenRenewal);
    expect(renewed.token).not.toBe(login.token);
    expect(renewed.expiresAt).toBe(server.clock.now() + 7 * 24 * 3600 * 1000);
    client.setToken(renewed.token);
    expect((await client.call(contract.userInfo)).userId).toBe(registered.userId);

    await client.call(contract.logout);
    const after = await failure(client.call(contract.userInfo));
    expect(after.code).toBe(ERROR_CODES.UNAUTHORIZED);
    expect(after.msg).toBe(MESSAGES.sessionExpired);
    // The other sessions of the player are untouched by one logout.
    client.setToken(registered.token);
    expect((await client.call(contract.userInfo)).userId).toBe(registered.userId);
  });

  it('registerByAccount/v2 creates a password account and refuses a second one', async () => {
    const client = testClient(server.baseUrl, { afId: 'af-123', fbInsId: 'fbi-9' });
    const phone = newPhone();
    await client.call(contract.smsSendRegister, { phone });
    const code = await latestCode(server.baseUrl, phone);
    const created = await client.call(contract.registerByAccount, { account: phone, pwd: TEST_PASSWORD, code, giveBonus: 1, source: 'test' });
    expect(created.isNew).toBe(true);
    const row = await server.database.db.selectFrom('users').selectAll().where('account', '=', e164(phone)).executeTakeFirstOrThrow();
    // The SMS code proved the phone: the account is born verified.
    expect(row).toMatchObject({ af_id: 'af-123', fb_ins_id: 'fbi-9', give_bonus: 1, verified: 1, phone_unproven: 0 });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(TEST_PASSWORD);

    const huge = await failure(client.call(contract.registerByAccount, { account: newPhone(), pwd: 'x'.repeat(129), code }));
    expect(huge.code).toBe(ERROR_CODES.VALIDATION);
    expect(huge.msg).toBe(MESSAGES.passwordInvalid);

    const again = await failure(client.call(contract.registerByAccount, { account: phone, pwd: 'other12', code }));
    expect(again.code).toBe(ERROR_CODES.ACCOUNT_EXISTS);
    expect(again.msg).toBe(MESSAGES.accountAlreadyRegistered);
    server.clock.advance(121_000);
    const resend = await failure(client.call(contract.smsSendRegister, { phone }));
    expect(resend.code).toBe(ERROR_CODES.ACCOUNT_EXISTS);
  });

  it('registration with an invite code links the inviter; an unknown code is refused', async () => {
    const { client: inviter } = await registerPlayer(server.baseUrl, newPhone());
    const { inviteCode } = await inviter.call(contract.userInfo);

    const bad = await failure(registerPlayer(server.baseUrl, newPhone(), TEST_PASSWORD, { inviteCode: 'ZZZZ9999' }));
    expect(bad.code).toBe(ERROR_CODES.INVITE_CODE_INVALID);

    await registerPlayer(server.baseUrl, newPhone(), TEST_PASSWORD, { inviteCode });
    const links = await inviter.call(contract.inviteLinkQuery, {});
    expect(links.invitedCount).toBe(1);
    expect(links.inviteLink).toBe(`http://127.0.0.1:5173/#/login?type=0&inviteCode=${inviteCode}`);
    expect(links.records.list).toHaveLength(1);
    expect(links.records.list[0]?.name).toMatch(/^Pla\*\*\*$/);
  });

  it('loginByAccount refuses a wrong password and an unknown account with the same message', async () => {
    const client = testClient(server.baseUrl);
    const phone = newPhone();
    await registerPlayer(server.baseUrl, phone, 'right12');
    const wrong = await failure(client.call(contract.loginByAccount, { account: phone, pwd: 'wrong12' }));
    const unknown = await failure(client.call(contract.loginByAccount, { account: newPhone(), pwd: 'right12' }));
    for (const error of [wrong, unknown]) {
      expect(error.code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
      expect(error.msg).toBe(MESSAGES.usernameOrPasswordIncorrect);
    }
  });

  it('SMS login: sendLogin then loginByOtp with verifyCode logs in an existing player', async () => {
    const client = testClient(server.baseUrl);
    const phone = newPhone();
    const { session: created } = await registerPlayer(server.baseUrl, phone);
    server.clock.advance(121_000);
    await client.call(contract.smsSendLogin, { phone });
    const verifyCode = await latestCode(server.baseUrl, phone);
    const login = await client.call(contract.loginByOtp, { account: phone, verifyCode });
    expect(login).toMatchObject({ userId: created.userId, isNew: false });
  });

  it('SMS codes: resend cooldown, wrong codes, five tries per caller on check, expiry after five minutes, check without using up', async () => {
    const client = testClient(server.baseUrl);
    const phone = newPhone();
    await client.call(contract.smsSendLogin, { phone });
    const tooSoon = await failure(client.call(contract.smsSendLogin, { phone }));
    expect(tooSoon.code).toBe(ERROR_CODES.CODE_RESEND_TOO_SOON);
    expect(tooSoon.msg).toBe(MESSAGES.codeResendTooSoon);

    const code = await latestCode(server.baseUrl, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await client.call(contract.smsCheck, { phone, code, purpose: 'login' })).valid).toBe(true);
    // Checking did not use the code up.
    expect((await client.call(contract.smsCheck, { phone, code, purpose: 'login' })).valid).toBe(true);

    for (let i = 1; i <= 4; i++) {
      expect((await failure(client.call(contract.smsCheck, { phone, code: wrong, purpose: 'login' }))).code).toBe(ERROR_CODES.CODE_INCORRECT);
    }
    expect((await failure(client.call(contract.smsCheck, { phone, code: wrong, purpose: 'login' }))).code).toBe(ERROR_CODES.CODE_TOO_MANY_ATTEMPTS);
    // After five wrong tries this caller's check refuses even the right code.
    const locked = await failure(client.call(contract.smsCheck, { phone, code, purpose: 'login' }));
    expect(locked.code).toBe(ERROR_CODES.CODE_TOO_MANY_ATTEMPTS);
    expect(locked.msg).toBe(MESSAGES.codeTooManyAttempts);

    server.clock.advance(119_000);
    expect((await failure(client.call(contract.smsSendLogin, { phone }))).code).toBe(ERROR_CODES.CODE_RESEND_TOO_SOON);
    server.clock.advance(1_000);
    await client.call(contract.smsSendLogin, { phone });
    const fresh = await latestCode(server.baseUrl, phone);
    server.clock.advance(5 * 60 * 1000);
    const expired = await failure(client.call(contract.loginByOtp, { account: phone, verifyCode: fresh }));
    expect(expired.code).toBe(ERROR_CODES.CODE_EXPIRED);
    expect(expired.msg).toBe(MESSAGES.codeExpired);

    // Codes are stored hashed: the plain code is nowhere in sms_codes.
    const rows = await server.database.db.selectFrom('sms_codes').selectAll().where('phone', '=', e164(phone)).execute();
    expect(rows.length).toBe(2);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(fresh);
  });

  it('the generic sms/send needs a login and binds a phone with the code', async () => {
    const client = testClient(server.baseUrl);
    const noLogin = await failure(client.call(contract.smsSend, { phone: newPhone(), purpose: 'bindPhone' }));
    expect(noLogin.code).toBe(ERROR_CODES.UNAUTHORIZED);

    // A Google account has no phone yet.
    const idToken = await googleToken({ sub: 'google-bind-1', email: 'bind@example.com', email_verified: true, name: 'Juan Dela Cruz' });
    client.setSession(await client.call(contract.googleLoginV2, { idToken }));
    const phone = newPhone();
    await client.call(contract.smsSend, { phone, purpose: 'bindPhone' });
    const verifyCode = await latestCode(server.baseUrl, phone);
    const bad = await failure(client.call(contract.userInfoEdit, { phone, verifyCode: verifyCode === '123456' ? '654321' : '123456' }));
    expect(bad.code).toBe(ERROR_CODES.CODE_INCORRECT);
    const bound = await client.call(contract.userInfoEdit, { phone, verifyCode });
    expect(bound).toMatchObject({ phone: phone.slice(1), checkPhone: true, email: 'bind@example.com', name: 'Juan Dela Cruz' });

    // Phone and email bind once (spec §4).
    server.clock.advance(121_000);
    expect((await failure(client.call(contract.smsSend, { phone: newPhone(), purpose: 'bindPhone' }))).code).toBe(ERROR_CODES.ALREADY_BOUND);
    const email = await failure(client.call(contract.userInfoEdit, { email: 'other@example.com' }));
    expect(email.code).toBe(ERROR_CODES.ALREADY_BOUND);
    expect(email.msg).toBe(MESSAGES.alreadyBound);
    // Security codes go only to the bound phone.
    expect((await failure(client.call(contract.smsSend, { phone: newPhone(), purpose: 'security' }))).code).toBe(ERROR_CODES.PHONE_INVALID);
  });

  it('a bad name is refused with the name message and changes nothing', async () => {
    const { client } = await registerPlayer(server.baseUrl, newPhone());
    const before = await client.call(contract.userInfo);
    const error = await failure(client.call(contract.userInfoEdit, { name: '12345', avatar: 5 }));
    expect(error.code).toBe(ERROR_CODES.NAME_EDIT_FAILED);
    expect(await client.call(contract.userInfo)).toEqual(before);
  });

  it('a password change needs a security code and ends every session', async () => {
    const client = testClient(server.baseUrl);
    const phone = newPhone();
    const { session: first } = await registerPlayer(server.baseUrl, phone, 'oldpass1');
    const other = await client.call(contract.loginByAccount, { account: phone, pwd: 'oldpass1' });
    client.setSession(first);
    server.clock.advance(121_000);
    await client.call(contract.smsSend, { phone, purpose: 'security' });
    const verifyCode = await latestCode(server.baseUrl, phone);
    await client.call(contract.passwordEdit, { verifyCode, pwd: 'newpass1' });

    for (const token of [first.token, other.token]) {
      client.setToken(token);
      expect((await failure(client.call(contract.userInfo))).code).toBe(ERROR_CODES.UNAUTHORIZED);
    }
    expect((await failure(client.call(contract.loginByAccount, { account: phone, pwd: 'oldpass1' }))).code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
    const again = await client.call(contract.loginByAccount, { account: phone, pwd: 'newpass1' });
    expect(again.userId).toBe(first.userId);
    const row = await server.database.db.selectFrom('users').select('security_changed_at').where('account', '=', e164(phone)).executeTakeFirstOrThrow();
    expect(row.security_changed_at).toBe(server.clock.now());
  });

  it('tokens expire after the configured TTL and are stored only as hashes', async () => {
    const { client, session } = await registerPlayer(server.baseUrl, newPhone());
    const stored = await server.database.db.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(session.token);
    expect(Buffer.from(session.token, 'base64url')).toHaveLength(32);
    server.clock.advance(7 * 24 * 3600 * 1000 - 1);
    await client.call(contract.userInfo);
    server.clock.advance(1);
    expect((await failure(client.call(contract.userInfo))).code).toBe(ERROR_CODES.UNAUTHORIZED);
  });

  it('Google sign-in v2 and v3 verify the ID token: issuer, audience, signature', async () => {
    const client = testClient(server.baseUrl);
    const idToken = await googleToken({ sub: 'google-sub-42', email: 'g42@example.com', email_verified: true });
    const first = await client.call(contract.googleLoginV2, { idToken });
    expect(first.isNew).toBe(true);
    const again = await client.call(contract.googleLoginV3, { idToken });
    expect(again).toMatchObject({ userId: first.userId, isNew: false });

    const { privateKey: stranger } = await generateKeyPair('RS256');
    for (const bad of [
      await googleToken({ sub: 'x' }, { audience: 'someone-else' }),
      await googleToken({ sub: 'x' }, { issuer: 'https://evil.example.com' }),
      await googleToken({ sub: 'x' }, { key: stranger }),
      'not-a-jwt',
    ]) {
      const error = await failure(client.call(contract.googleLoginV2, { idToken: bad }));
      expect(error.code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
    }
  });
});

describe.each(DB_KINDS)('Google sign-in without a client id on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 'clientId is required' (spec §8)", async () => {
    const error = await failure(testClient(server.baseUrl).call(contract.googleLoginV3, { idToken: 'a.b.c' }));
    expect(error.msg).toBe('clientId is required');
    expect(error.code).toBe(ERROR_CODES.FEATURE_DISABLED);
  });
});
