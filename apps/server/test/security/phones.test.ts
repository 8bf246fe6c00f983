// Issue 11 item 3, phone ownership: 0917..., 917... and +63917... are one account at every door,
// stored numbers are normalised by a migration (without merging or losing money), and the first
// SMS-code login of an account made before phones had to be proven logs out everyone else.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, type Kysely } from 'kysely';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { buildApp } from '../../src/app';
import { openDatabase, type Db } from '../../src/db/database';
import { migrationsFor } from '../../src/db/migrations';
import { prepareDatabase } from '../../src/db/prepare';
import type { Database } from '../../src/db/schema';
import { createLedger } from '../../src/modules/ledger/ledger';
import { createPasswordHasher } from '../../src/security/passwords';
import { hashToken, newToken } from '../../src/security/tokens';
import { DB_KINDS, SEED_FILE, TEST_PASSWORD, TestClock, createTestDatabase, latestCode, registerPlayer, snapshot, startTestServer, testConfig, type TestServer } from '../harness';
import { failure, testClient } from '../client';

describe.each(DB_KINDS)('one phone number, one account on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('0917..., 917... and +63917... reach the same account at register, both logins and the SMS doors', async () => {
    const { session } = await registerPlayer(server.baseUrl, '09172220001');
    const row = await server.database.db.selectFrom('users').select(['account', 'phone']).where('id', '=', Number(session.userId)).executeTakeFirstOrThrow();
    expect(row).toEqual({ account: '+639172220001', phone: '+639172220001' });

    const client = testClient(server.baseUrl);
    for (const phone of ['9172220001', '+639172220001', '+63 917 222 0001']) {
      expect((await failure(client.call(contract.smsSendRegister, { phone }))).code).toBe(ERROR_CODES.ACCOUNT_EXISTS);
      const login = await client.call(contract.loginByAccount, { account: phone, pwd: TEST_PASSWORD });
      expect(login.userId).toBe(session.userId);
    }
    // One number, one cooldown and one code, whichever way it is written.
    server.clock.advance(121_000);
    await client.call(contract.smsSendLogin, { phone: '+639172220001' });
    expect((await failure(client.call(contract.smsSendLogin, { phone: '9172220001' }))).code).toBe(ERROR_CODES.CODE_RESEND_TOO_SOON);
    const verifyCode = await latestCode(server.baseUrl, '09172220001');
    const otp = await client.call(contract.loginByOtp, { account: '9172220001', verifyCode });
    expect(otp).toMatchObject({ userId: session.userId, isNew: false });
    client.setSession(otp);
    // The profile shows the local digits the phone field takes.
    expect((await client.call(contract.userInfo)).phone).toBe('9172220001');
  });

  it('a number of another country or not a mobile is refused with the phone message and creates nothing', async () => {
    const client = testClient(server.baseUrl);
    const before = await snapshot(server.database);
    for (const phone of ['+529172220002', '0817222000', '123456789']) {
      const error = await failure(client.call(contract.smsSendLogin, { phone }));
      expect([error.code, error.msg]).toEqual([ERROR_CODES.PHONE_INVALID, 'Please enter the correct phone number.']);
    }
    expect(await snapshot(server.database)).toEqual(before);
  });
});

describe.each(DB_KINDS)('accounts made before phones were proven, on %s', (kind) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  /** A database at the schema before issue 11, with legacy rows, then migrated and served. */
  async function legacyServer(seed: (db: Kysely<Database>) => Promise<void>) {
    const testDb = await createTestDatabase(kind);
    const database: Db = openDatabase(testDb.config);
    const clock = new TestClock();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before issue 11
    const migrator = new Migrator({ db: database.db as Kysely<any>, provider: { getMigrations: () => Promise.resolve(migrationsFor(kind)) } });
    const before = await migrator.migrateTo('0005_wallet_payer_tax_id_masked');
    expect(before.error).toBeUndefined();
    await seed(database.db);
    await prepareDatabase(database, SEED_FILE, clock.now());
    const app = await buildApp({ config: testConfig(testDb.config), database, now: clock.now });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    close = async () => {
      await app.close();
      await database.destroy();
      await testDb.drop();
    };
    return { baseUrl: `http://127.0.0.1:${address.port}`, database, clock };
  }

  it('normalises stored phones; a collision keeps the older account on the number and the newer one keeps its money', async () => {
    const squatterToken = newToken();
    const passwordHash = await createPasswordHasher(1024).hash('Squatter99');
    let older = 0;
    let newer = 0;
    const { baseUrl, database, clock } = await legacyServer(async (db) => {
      const user = (account: string, createdAt: number, invite: string) => ({
        account, phone: account, password_hash: passwordHash, name: 'Legacy', avatar: 0, invite_code: invite,
        verified: 0, give_bonus: 0, store_status: 1, created_at: createdAt, updated_at: createdAt,
      });
      older = (await db.insertInto('users').values(user('09173330001', 1_000, 'LEGACY01')).returning('id').executeTakeFirstOrThrow()).id;
      newer = (await db.insertInto('users').values(user('9173330001', 2_000, 'LEGACY02')).returning('id').executeTakeFirstOrThrow()).id;
      // An hour-old session (0007 counts its age from created_at).
      // @ts-expect-error -- the database is at 0005: sessions get started_at/last_seen_at only in 0007.
      await db.insertInto('sessions').values({ user_id: older, token_hash: hashToken(squatterToken), created_at: new TestClock().current - 3_600_000, expires_at: Date.UTC(2030, 0, 1), revoked_at: null }).execute();
      await createLedger(db, () => 2_000).post({
        idempotencyKey: 'legacy-deposit',
        cause: 'deposit',
        reference: 'legacy',
        postings: [
          { account: { system: 'clearing' }, amount: -500_00 },
          { account: { userId: newer, wallet: 'main' }, amount: 500_00 },
        ],
      });
    });
    const rows = await database.db.selectFrom('users').select(['id', 'account', 'phone', 'phone_unproven']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: older, account: '+639173330001', phone: '+639173330001', phone_unproven: 1 },
      // Not merged: reachable by its own account id, off the number, its wallet untouched.
      { id: newer, account: '9173330001', phone: null, phone_unproven: 0 },
    ]);
    const wallet = await database.db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', newer).where('wallet', '=', 'main').executeTakeFirstOrThrow();
    expect(Number(wallet.balance)).toBe(500_00);

    // Whoever registered first still has a session and the password...
    const squatter = testClient(baseUrl);
    squatter.setToken(squatterToken);
    expect((await squatter.call(contract.userInfo)).userId).toBe(String(older));

    // ...until the phone's owner logs in with an SMS code: every other session ends, once.
    const owner = testClient(baseUrl);
    await owner.call(contract.smsSendLogin, { phone: '09173330001' });
    const first = await owner.call(contract.loginByOtp, { account: '09173330001', verifyCode: await latestCode(baseUrl, '09173330001') });
    expect(first).toMatchObject({ userId: String(older), isNew: false });
    expect((await failure(squatter.call(contract.userInfo))).code).toBe(ERROR_CODES.UNAUTHORIZED);
    owner.setSession(first);
    expect((await owner.call(contract.userInfo)).checkPhone).toBe(true);
    expect((await database.db.selectFrom('users').select('phone_unproven').where('id', '=', older).executeTakeFirstOrThrow()).phone_unproven).toBe(0);

    // The mark is gone: a later SMS login (another device) leaves the owner's sessions alone.
    clock.advance(121_000);
    const other = testClient(baseUrl);
    await other.call(contract.smsSendLogin, { phone: '09173330001' });
    await other.call(contract.loginByOtp, { account: '09173330001', verifyCode: await latestCode(baseUrl, '09173330001') });
    expect((await owner.call(contract.userInfo)).userId).toBe(String(older));
  });
});
