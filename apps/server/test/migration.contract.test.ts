// Contract tests of account migration (spec §3 migration info, §4 migration and protect
// migration, §7 /x2/vest/*): the real client against the real server, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_TYPE, ERROR_CODES, contract } from '@perya/api/contract';
import { DB_KINDS, latestCode, rawCall, registerPlayer, startTestServer, type TestServer } from './harness';
import { failure, testClient } from './client';
import { INTERNAL_KEYS } from '../src/modules/app/seed';
import { CHILD_ACCOUNTS_IMPORT_PATH } from '../src/modules/migration/ops';

const APP = 'child_mig';
const MAIN_APP_URL = 'http://127.0.0.1:5173/#/';
const AWARD = 5000;

let seq = 0;
/** A fresh child account (with an 11-digit phone) per test. */
function newChild(amount: number, extra: { deviceInfoId?: string; name?: string; lastLoginAt?: number } = {}) {
  seq += 1;
  const phone = `0918${String(Date.now() % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
  return { userCode: `C${Date.now() % 100000}${seq}`, phone, amount, ...extra };
}

describe.each(DB_KINDS)('account migration on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    // The operator runs a main app here (the seed's default is none: no tips).
    await server.database.db
      .updateTable('config_values')
      .set({ value: JSON.stringify({ mainAppUrl: MAIN_APP_URL }) })
      .where('key', '=', INTERNAL_KEYS.migration)
      .execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function seedChild(child: ReturnType<typeof newChild>): Promise<void> {
    await server.database.db
      .insertInto('child_accounts')
      .values({
        app_code: APP,
        user_code: child.userCode,
        amount: child.amount,
        migrated_at: null,
        phone: child.phone,
        name: child.name ?? 'Maria Santos',
        last_login_at: child.lastLoginAt ?? null,
        device_info_id: child.deviceInfoId ?? null,
      })
      .execute();
  }

  /** check → login code → login_migrate; answers the new session's client. */
  async function migrate(child: ReturnType<typeof newChild>) {
    const main = testClient(server.baseUrl);
    const info = await main.call(contract.vestMainAccountAvailable, { userCode: child.userCode, appCode: APP });
    await main.call(contract.smsSendLogin, { phone: child.phone });
    server.clock.advance(121_000);
    const verifyCode = await latestCode(server.baseUrl, child.phone);
    const result = await main.call(contract.vestLoginMigrate, { userCode: child.userCode, appCode: APP, verifyCode }, { token: info.token });
    main.setSession(result);
    return { main, info, result };
  }

  it('a child account moves its balance and the award once, into a new protected-later account', async () => {
    const child = newChild(250_00);
    await seedChild(child);
    const childApp = testClient(server.baseUrl);

    // The child app: a migrate-over tip whose link hands the account to the main app (spec §4).
    const banner = await childApp.call(contract.vestCheckBannerShow, { userCode: child.userCode, appCode: APP });
    expect(banner.tip).toBe('migrateOver');
    expect(banner.mainAppUrl).toBe(`http://127.0.0.1:5173/#/?userCode=${child.userCode}&appCode=${APP}`);

    const main = testClient(server.baseUrl);
    const info = await main.call(contract.vestMainAccountAvailable, { userCode: child.userCode, appCode: APP });
    expect(info).toMatchObject({
      canMainAccountRegister: true,
      amount: 250_00,
      accountInfo: null,
      needOtpValidate: true,
      userCode: child.userCode,
      appCode: APP,
      migrateAmount: 250_00,
      migrateAward: 'Migration bonus',
      migrateAwardAmount: AWARD,
    });
    expect(info.token.length).toBeGreaterThan(20);

    // Without the phone's code, or with a wrong token, nothing moves.
    await main.call(contract.smsSendLogin, { phone: child.phone });
    const code = await latestCode(server.baseUrl, child.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await failure(main.call(contract.vestLoginMigrate, { userCode: child.userCode, appCode: APP }, { token: info.token }))).code).toBe(
      ERROR_CODES.VALIDATION,
    );
    expect(
      (await failure(main.call(contract.vestLoginMigrate, { userCode: child.userCode, appCode: APP, verifyCode: wrongCode }, { token: info.token }))).code,
    ).toBe(ERROR_CODES.CODE_INCORRECT);
    expect(
      (await failure(main.call(contract.vestLoginMigrate, { userCode: child.userCode, appCode: APP, verifyCode: code }, { token: 'not-the-token' }))).code,
    ).toBe(ERROR_CODES.MIGRATION_NOT_AVAILABLE);
    expect(await server.database.db.selectFrom('users').select('id').where('phone', '=', `+63${child.phone.slice(1)}`).execute()).toEqual([]);

    const result = await main.call(contract.vestLoginMigrate, { userCode: child.userCode, appCode: APP, verifyCode: code }, { token: info.token });
    expect(result).toMatchObject({ migrateAmount: 250_00, migrateAwardAmount: AWARD });
    main.setSession(result);
    const user = await main.call(contract.userInfo);
    expect(user).toMatchObject({ userId: result.userId, phone: child.phone.slice(1), balance: 250_00, bonus: AWARD, protectMigration: true, name: 'Maria Santos' });

    const records = await main.call(contract.financeList, { pageNum: 1, pageSize: 20, type: 0, amountType: AMOUNT_TYPE.MIGRATION });
    expect(records.list.map((r) => r.amount).sort((a, b) => a - b)).toEqual([AWARD, 250_00]);

    // Start-up's protect-migration check: INIT → the app shows the protection prompt (spec §4).
    expect(await main.call(contract.protectMigrationCheck)).toEqual({ state: 'INIT' });

    // Replays and late calls change nothing.
    expect(
      (await failure(main.call(contract.vestLoginMigrate, { userCode: child.userCode, appCode: APP, verifyCode: code }, { token: info.token }))).code,
    ).toBe(ERROR_CODES.MIGRATION_NOT_AVAILABLE);
    expect((await failure(main.call(contract.vestMainAccountAvailable, { userCode: child.userCode, appCode: APP }))).code).toBe(
      ERROR_CODES.MIGRATION_NOT_AVAILABLE,
    );
    expect(await main.call(contract.userInfo)).toMatchObject({ balance: 250_00, bonus: AWARD });
    expect(await main.call(contract.migrationBonusCheck, { userCode: child.userCode, appCode: APP })).toMatchObject({ canMigrate: false });

    // The child app now says play in main, and reports visits of the migrated account.
    expect((await childApp.call(contract.vestCheckBannerShow, { userCode: child.userCode, appCode: APP })).tip).toBe('playInMain');
    await childApp.call(contract.vestMigratedVisitReport, { userCode: child.userCode, appCode: APP });
    const row = await server.database.db.selectFrom('child_accounts').selectAll().where('user_code', '=', child.userCode).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ visits_after_migration: 1, migrated_user_id: Number(result.userId), token_hash: null });

    // Setting a password protects the account.
    server.clock.advance(121_000);
    await main.call(contract.smsSend, { phone: child.phone, purpose: 'security' });
    await main.call(contract.passwordEdit, { verifyCode: await latestCode(server.baseUrl, child.phone), pwd: 'secret99' });
    const again = testClient(server.baseUrl);
    again.setSession(await again.call(contract.loginByAccount, { account: child.phone, pwd: 'secret99' }));
    expect(await again.call(contract.protectMigrationCheck)).toEqual({ state: 'PROTECTED' });
    expect(await again.call(contract.userInfo)).toMatchObject({ protectMigration: true, balance: 250_00 });
  });

  it('an account whose phone already plays here receives the balance; nothing to protect', async () => {
    const child = newChild(80_00);
    await seedChild(child);
    const { client: existing } = await registerPlayer(server.baseUrl, child.phone, 'mine1234');
    // The registration code's resend cooldown passes before the migration sends a login code.
    server.clock.advance(121_000);

    const { main, info, result } = await migrate(child);
    expect(info.canMainAccountRegister).toBe(false);
    expect(info.accountInfo).toMatchObject({ phone: `${child.phone.slice(0, 4)}***${child.phone.slice(-4)}` });
    expect(result.userId).toBe((await existing.call(contract.userInfo)).userId);
    expect(await main.call(contract.userInfo)).toMatchObject({ balance: 80_00, bonus: AWARD, protectMigration: false });
    expect(await main.call(contract.protectMigrationCheck)).toEqual({ state: 'NONE' });
  });

  it('two racing login_migrate calls credit once', async () => {
    const child = newChild(40_00);
    await seedChild(child);
    const main = testClient(server.baseUrl);
    const info = await main.call(contract.vestMainAccountAvailable, { userCode: child.userCode, appCode: APP });
    await main.call(contract.smsSendLogin, { phone: child.phone });
    const verifyCode = await latestCode(server.baseUrl, child.phone);
    const payload = { userCode: child.userCode, appCode: APP, verifyCode };
    const outcomes = await Promise.allSettled([
      main.call(contract.vestLoginMigrate, payload, { token: info.token }),
      main.call(contract.vestLoginMigrate, payload, { token: info.token }),
    ]);
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    const user = await server.database.db.selectFrom('users').select('id').where('phone', '=', `+63${child.phone.slice(1)}`).executeTakeFirstOrThrow();
    const credits = await server.database.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_entries.amount')
      .where('ledger_accounts.user_id', '=', user.id)
      // Money only: the new session's daily-login points (issue 12) are not a migration credit.
      .where('ledger_accounts.wallet', '!=', 'points')
      .execute();
    expect(credits.map((c) => Number(c.amount)).sort((a, b) => a - b)).toEqual([40_00, AWARD]);
  });

  it('a migration token expires; unknown accounts and accounts without a phone cannot migrate', async () => {
    const child = newChild(10_00);
    await seedChild(child);
    const main = testClient(server.baseUrl);
    const info = await main.call(contract.vestMainAccountAvailable, { userCode: child.userCode, appCode: APP });
    await main.call(contract.smsSendLogin, { phone: child.phone });
    const verifyCode = await latestCode(server.baseUrl, child.phone);
    server.clock.advance(31 * 60 * 1000);
    expect(
      (await failure(main.call(contract.vestLoginMigrate, { userCode: child.userCode, appCode: APP, verifyCode }, { token: info.token }))).code,
    ).toBe(ERROR_CODES.MIGRATION_NOT_AVAILABLE);

    expect((await failure(main.call(contract.vestMainAccountAvailable, { userCode: 'nobody', appCode: APP }))).code).toBe(ERROR_CODES.MIGRATION_NOT_AVAILABLE);
    await server.database.db.insertInto('child_accounts').values({ app_code: APP, user_code: 'nophone', amount: 5_00, migrated_at: null }).execute();
    expect((await failure(main.call(contract.vestMainAccountAvailable, { userCode: 'nophone', appCode: APP }))).code).toBe(ERROR_CODES.MIGRATION_NOT_AVAILABLE);
    // The visit report swallows its errors (a report never troubles the player); nothing is counted.
    expect(await main.call(contract.vestMigratedVisitReport, { userCode: 'nophone', appCode: APP })).toBeUndefined();
    const unmigrated = await server.database.db.selectFrom('child_accounts').selectAll().where('user_code', '=', 'nophone').executeTakeFirstOrThrow();
    expect(unmigrated).toMatchObject({ visits_after_migration: 0, last_visit_at: null });
    // An account with nothing here to move gets the plain jump-to-main tip.
    expect(await main.call(contract.vestCheckBannerShow, { userCode: 'nobody', appCode: APP })).toEqual({ tip: 'jumpToMain', mainAppUrl: MAIN_APP_URL });
    // Without a main app configured, child apps show no tip at all.
    await server.database.db.updateTable('config_values').set({ value: JSON.stringify({ mainAppUrl: '' }) }).where('key', '=', INTERNAL_KEYS.migration).execute();
    try {
      expect(await main.call(contract.vestCheckBannerShow, { userCode: child.userCode, appCode: APP })).toEqual({ tip: null, mainAppUrl: '' });
    } finally {
      await server.database.db.updateTable('config_values').set({ value: JSON.stringify({ mainAppUrl: MAIN_APP_URL }) }).where('key', '=', INTERNAL_KEYS.migration).execute();
    }
  });

  it('recent_login_account/get answers the last account used on this device, masked', async () => {
    const device = `dev-${Date.now()}`;
    const older = newChild(1_00, { deviceInfoId: device, lastLoginAt: 1_000, name: 'Older One' });
    const newer = newChild(2_00, { deviceInfoId: device, lastLoginAt: 2_000, name: 'Juan Dela Cruz' });
    await seedChild(older);
    await seedChild(newer);
    const onDevice = testClient(server.baseUrl, { deviceInfoId: device });
    expect(await onDevice.call(contract.vestRecentLoginAccount, { appCode: APP })).toEqual({
      userId: newer.userCode,
      phone: `${newer.phone.slice(0, 4)}***${newer.phone.slice(-4)}`,
      name: 'Jua***',
      lastLoginTime: 2_000,
    });
    expect(await testClient(server.baseUrl, { deviceInfoId: 'other-device' }).call(contract.vestRecentLoginAccount, { appCode: APP })).toBeNull();
    expect(await testClient(server.baseUrl).call(contract.vestRecentLoginAccount, { appCode: APP })).toBeNull();
  });

  it('the operator imports a child export while the server runs: all rows or none, a migrated account unchanged', async () => {
    const child = newChild(60_00, { deviceInfoId: `imp-${Date.now()}` });
    const row = { appCode: APP, userCode: child.userCode, amount: child.amount, phone: child.phone, name: 'Ana Reyes', deviceInfoId: child.deviceInfoId };
    const importRows = async (accounts: unknown[]) =>
      (await rawCall(server.baseUrl, 'POST', CHILD_ACCOUNTS_IMPORT_PATH, JSON.stringify({ accounts }))).json as { code: string; data: unknown };

    // One bad row (a phone that is no number) refuses the whole import: nothing is written.
    const refused = await importRows([row, { ...row, userCode: `${child.userCode}x`, phone: 'call me' }]);
    expect(refused.code).toBe(ERROR_CODES.VALIDATION);
    expect(await server.database.db.selectFrom('child_accounts').select('id').where('user_code', '=', child.userCode).execute()).toEqual([]);
    expect((await importRows([])).code).toBe(ERROR_CODES.VALIDATION);

    expect(await importRows([row])).toMatchObject({ code: ERROR_CODES.SUCCESS, data: { imported: 1 } });
    const childApp = testClient(server.baseUrl, { deviceInfoId: row.deviceInfoId });
    expect(await childApp.call(contract.vestRecentLoginAccount, { appCode: APP })).toMatchObject({ userId: child.userCode });
    expect((await childApp.call(contract.vestCheckBannerShow, { userCode: child.userCode, appCode: APP })).tip).toBe('migrateOver');

    const { main } = await migrate(child);
    // A later export of the same account (a bigger balance) moves nothing more.
    expect((await importRows([{ ...row, amount: 999_00 }])).code).toBe(ERROR_CODES.SUCCESS);
    expect(await server.database.db.selectFrom('child_accounts').select('amount').where('user_code', '=', child.userCode).executeTakeFirstOrThrow()).toEqual({ amount: 60_00 });
    expect(await main.call(contract.userInfo)).toMatchObject({ balance: 60_00, bonus: AWARD });
  });

  it('protect_migration/check needs a login', async () => {
    expect((await failure(testClient(server.baseUrl).call(contract.protectMigrationCheck))).code).toBe(ERROR_CODES.UNAUTHORIZED);
  });
});
