// Issue 26 item 5, security re-test finding "an email binds unverified and not unique": an email binds
// only with the code /x2/email/send mailed to it (the sandbox outbox here), one account per email
// whatever its case, codes expire and count wrong tries, sends are rate-limited, and no code is logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql, type Kysely } from 'kysely';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest, migrationsFor } from '../../src/db/migrations';
import { DB_KINDS, createTestDatabase, insertUser, latestEmailCode, rawCall, registerPlayer, snapshot, startTestServer, type TestServer } from '../harness';
import { failure } from '../client';

const COOLDOWN_MS = 121_000;

describe.each(DB_KINDS)('issue 26: email binding on %s', (kind) => {
  let server: TestServer;
  let phoneSeq = 0;
  const player = () => registerPlayer(server.baseUrl, `0917333${String((phoneSeq += 1)).padStart(4, '0')}`);
  beforeAll(async () => {
    // Every request logged (debug), so "never logged" covers the request lines too.
    server = await startTestServer(kind, { env: { LOG_LEVEL: 'trace' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('issue 26: binding an email without a code is refused and binds nothing', async () => {
    const { client } = await player();
    const before = await snapshot(server.database);
    const refused = await failure(client.call(contract.userInfoEdit, { email: 'nocode@example.com' }));
    expect([refused.code, refused.msg]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.codeInvalid]);
    // A code that was never sent is no proof either.
    const unsent = await failure(client.call(contract.userInfoEdit, { email: 'nocode@example.com', emailCode: '123456' }));
    expect(unsent.code).toBe(ERROR_CODES.CODE_INCORRECT);
    expect(await snapshot(server.database)).toEqual(before);
    expect((await client.call(contract.userInfo)).email).toBe('');
  });

  it('issue 26: the code mailed to the address binds it, normalised; it is not replayed, nor good for another address', async () => {
    const { client, userId } = await player();
    await client.call(contract.emailSend, { email: ' Maria.Santos@Example.COM ' });
    const code = await latestEmailCode(server.baseUrl, 'maria.santos@example.com');
    // The code proves the address it was sent to, no other.
    expect((await failure(client.call(contract.userInfoEdit, { email: 'other@example.com', emailCode: code }))).code).toBe(ERROR_CODES.CODE_INCORRECT);
    const bound = await client.call(contract.userInfoEdit, { email: 'MARIA.SANTOS@example.com', emailCode: code });
    expect(bound.email).toBe('maria.santos@example.com');
    const row = await server.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.email).toBe('maria.santos@example.com');
    // Bound once (spec §4): a further send or bind is refused.
    expect((await failure(client.call(contract.emailSend, { email: 'next@example.com' }))).code).toBe(ERROR_CODES.ALREADY_BOUND);
    expect((await failure(client.call(contract.userInfoEdit, { email: 'next@example.com', emailCode: code }))).code).toBe(ERROR_CODES.ALREADY_BOUND);
  });

  it('issue 26: a second account cannot bind the same email, in another case either', async () => {
    const first = await player();
    const second = await player();
    // The second account asks for a code before the first binds: it is sent, but cannot be used after.
    await second.client.call(contract.emailSend, { email: 'shared@example.com' });
    const secondCode = await latestEmailCode(server.baseUrl, 'shared@example.com');
    server.clock.advance(COOLDOWN_MS);
    await first.client.call(contract.emailSend, { email: 'Shared@Example.com' });
    const firstCode = await latestEmailCode(server.baseUrl, 'shared@example.com');
    await first.client.call(contract.userInfoEdit, { email: 'shared@example.com', emailCode: firstCode });

    const atConfirm = await failure(second.client.call(contract.userInfoEdit, { email: 'shared@example.com', emailCode: secondCode }));
    expect([atConfirm.code, atConfirm.msg]).toEqual([ERROR_CODES.ACCOUNT_EXISTS, MESSAGES.accountAlreadyRegistered]);
    // Asked again, in any case: refused before anything is mailed, saying only that it is taken.
    server.clock.advance(COOLDOWN_MS);
    const outboxBefore = await server.database.db.selectFrom('email_outbox').select('id').execute();
    for (const email of ['SHARED@example.com', ' shared@EXAMPLE.COM']) {
      const atRequest = await failure(second.client.call(contract.emailSend, { email }));
      expect([atRequest.code, atRequest.msg]).toEqual([ERROR_CODES.ACCOUNT_EXISTS, MESSAGES.accountAlreadyRegistered]);
    }
    expect(await server.database.db.selectFrom('email_outbox').select('id').execute()).toEqual(outboxBefore);
    expect((await second.client.call(contract.userInfo)).email).toBe('');
    // The database holds the rule too, whatever a future code path forgets.
    const third = await insertUser(server.database.db);
    await expect(server.database.db.updateTable('users').set({ email: 'shared@example.com' }).where('id', '=', third).execute()).rejects.toThrow();
  });

  it('issue 26: a wrong or an expired code is refused; five wrong tries use the code up', async () => {
    const { client } = await player();
    await client.call(contract.emailSend, { email: 'tries@example.com' });
    const code = await latestEmailCode(server.baseUrl, 'tries@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await failure(client.call(contract.userInfoEdit, { email: 'tries@example.com', emailCode: wrong }))).code).toBe(ERROR_CODES.CODE_INCORRECT);
    server.clock.advance(5 * 60_000);
    expect((await failure(client.call(contract.userInfoEdit, { email: 'tries@example.com', emailCode: code }))).code).toBe(ERROR_CODES.CODE_EXPIRED);

    await client.call(contract.emailSend, { email: 'tries@example.com' });
    const fresh = await latestEmailCode(server.baseUrl, 'tries@example.com');
    const miss = fresh === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await failure(client.call(contract.userInfoEdit, { email: 'tries@example.com', emailCode: miss }))).code);
    expect(answers).toEqual([...Array(4).fill(ERROR_CODES.CODE_INCORRECT), ERROR_CODES.CODE_TOO_MANY_ATTEMPTS]);
    expect((await failure(client.call(contract.userInfoEdit, { email: 'tries@example.com', emailCode: fresh }))).code).toBe(ERROR_CODES.CODE_TOO_MANY_ATTEMPTS);
    expect((await client.call(contract.userInfo)).email).toBe('');
  });

  it('issue 26: a resend waits out the cooldown, per account and per address', async () => {
    const { client } = await player();
    const other = await player();
    server.clock.advance(COOLDOWN_MS);
    await client.call(contract.emailSend, { email: 'cool@example.com' });
    expect((await failure(client.call(contract.emailSend, { email: 'cool2@example.com' }))).code).toBe(ERROR_CODES.CODE_RESEND_TOO_SOON);
    // Another account cannot flood the same inbox either.
    expect((await failure(other.client.call(contract.emailSend, { email: 'COOL@example.com' }))).code).toBe(ERROR_CODES.CODE_RESEND_TOO_SOON);
    server.clock.advance(COOLDOWN_MS);
    await client.call(contract.emailSend, { email: 'cool@example.com' });
  });

  it('issue 26: the code is never logged nor stored, only mailed', async () => {
    const { client, userId } = await player();
    const logsBefore = server.logs.length;
    server.clock.advance(COOLDOWN_MS);
    await client.call(contract.emailSend, { email: 'quiet@example.com' });
    const code = await latestEmailCode(server.baseUrl, 'quiet@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    await failure(client.call(contract.userInfoEdit, { email: 'quiet@example.com', emailCode: wrong }));
    await client.call(contract.userInfoEdit, { email: 'quiet@example.com', emailCode: code });
    const logged = server.logs.slice(logsBefore).join('');
    expect(logged).toContain('/x2/email/send');
    expect(logged).not.toContain(code);
    const rows = await server.database.db.selectFrom('email_codes').selectAll().where('user_id', '=', userId).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('issue 26: the sandbox outbox answers in dev at /dev/email/outbox, any case of the address', async () => {
    const { client } = await player();
    server.clock.advance(COOLDOWN_MS);
    await client.call(contract.emailSend, { email: 'outbox@example.com' });
    const { json } = await rawCall(server.baseUrl, 'GET', '/dev/email/outbox?email=OutBox@Example.com');
    const messages = (json as { data: { messages: { email: string; purpose: string; subject: string }[] } }).data.messages;
    expect(messages[0]).toMatchObject({ email: 'outbox@example.com', purpose: 'bindEmail', subject: 'Your verification code' });
  });
});

describe.each(DB_KINDS)('issue 26: email send limits on %s', (kind) => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
  });

  it('issue 26: sends are capped per account per day and by the attempt limits per account', async () => {
    server = await startTestServer(kind, { env: { SMS_DAILY_PER_PHONE: '2', RATE_LIMIT_PER_ACCOUNT: '4' } });
    const { client } = await registerPlayer(server.baseUrl, '09173339001');
    await client.call(contract.emailSend, { email: 'cap1@example.com' });
    server.clock.advance(COOLDOWN_MS);
    await client.call(contract.emailSend, { email: 'cap2@example.com' });
    server.clock.advance(COOLDOWN_MS);
    const daily = await failure(client.call(contract.emailSend, { email: 'cap3@example.com' }));
    expect(daily.code).toBe(ERROR_CODES.RATE_LIMITED);
    // Every attempt in the window is counted, refused or not: the fifth is over the per-account limit.
    const answers = [];
    for (let i = 4; i <= 7; i++) answers.push((await failure(client.call(contract.emailSend, { email: `cap${i}@example.com` }))).msg);
    expect(answers).toEqual([MESSAGES.smsDailyLimit, MESSAGES.smsDailyLimit, MESSAGES.smsDailyLimit, MESSAGES.tooManyRequests]);
  });
});

describe.each(DB_KINDS)('issue 26: migration 0021 on %s', (kind) => {
  it('issue 26: stored emails are normalised and a duplicate stays with the oldest account only', async () => {
    const testDb = await createTestDatabase(kind);
    const database = openDatabase(testDb.config);
    try {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before issue 26
      const db = database.db as Kysely<any>;
      const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrationsFor(kind)) } });
      expect((await migrator.migrateTo('0020_users_facebook_id')).error).toBeUndefined();
      const ids: number[] = [];
      for (const [i, email] of [' Dup@Example.com', 'dup@example.COM', 'solo@Example.com', ''].entries()) {
        const row = await db
          .insertInto('users')
          .values({ account: `legacy${i}`, name: 'Legacy', email, avatar: 0, invite_code: `LEGACY0${i}`, verified: 0, give_bonus: 0, store_status: 1, created_at: i, updated_at: i })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(Number(row.id));
      }
      await migrateToLatest(db, kind);
      const rows = await sql<{ id: number; email: string | null }>`select id, email from users order by id`.execute(db);
      expect(rows.rows.map((r) => r.email)).toEqual(['dup@example.com', null, 'solo@example.com', null]);
    } finally {
      await database.destroy();
      await testDb.drop();
    }
  });
});
