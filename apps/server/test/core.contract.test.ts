// Contract tests of the start-up and reporting calls (spec §7): device id, app boot, public
// config, events, logs, attribution pushes, invite link and migration bonus — on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, REPORTED_EVENTS, contract, PUBLIC_CONFIG_VALUES } from '@perya/api/contract';
import { DB_KINDS, rawCall, registerPlayer, startTestServer, type TestServer } from './harness';
import { failure, testClient } from './client';

describe.each(DB_KINDS)('core calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.database.db
      .insertInto('child_accounts')
      .values({ app_code: 'child_a', user_code: 'U100', amount: 123_45, migrated_at: null, phone: '09175550100' })
      .execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('device/getInfoId gives the same id to the same device and a new id to another', async () => {
    const client = testClient(server.baseUrl);
    const device = { deviceInfo: { OS: 'Android', fingerprint: { visitorId: 'visitor-1', confidence: 0.9 }, app_id: 'gaid_1' } };
    const first = await client.call(contract.deviceGetInfoId, device);
    const again = await client.call(contract.deviceGetInfoId, device);
    expect(again.deviceInfoId).toBe(first.deviceInfoId);
    const other = await client.call(contract.deviceGetInfoId, { deviceInfo: { UUID: 'uuid-2' } });
    expect(other.deviceInfoId).not.toBe(first.deviceInfoId);
    const anonymous = await client.call(contract.deviceGetInfoId, { deviceInfo: {} });
    expect(anonymous.deviceInfoId).not.toBe(other.deviceInfoId);
    const row = await server.database.db.selectFrom('devices').selectAll().where('id', '=', first.deviceInfoId).executeTakeFirstOrThrow();
    expect(row.app_id).toBe('gaid_1');
  });

  it('app/boot/v2/{appId} answers the seeded boot info', async () => {
    const boot = await testClient(server.baseUrl).call(contract.appBoot, { appId: 'com.perya_main' });
    expect(boot).toEqual({ defaultUrl: '', version: '4.3.0', newSideUrl: '', newSideVersion: '4.3.0' });
  });

  it('zhou/getVal answers stored JSON text, v2 the parsed value, for each public key; unknown keys are not found', async () => {
    const client = testClient(server.baseUrl);
    for (const key of ['front_public_config', 'game_black_list', 'front_game'] as const) {
      const v1 = await client.call(contract.publicConfig, { key });
      const v2 = await client.call(contract.publicConfigV2, { key });
      expect(JSON.parse(v1.value)).toEqual(v2.value);
      expect(PUBLIC_CONFIG_VALUES[key].safeParse(v2.value).success).toBe(true);
    }
    const blackList = await client.call(contract.publicConfigV2, { key: 'game_black_list' });
    expect(blackList.value).toEqual({ evo: [] });
    const front = PUBLIC_CONFIG_VALUES.front_game.parse((await client.call(contract.publicConfigV2, { key: 'front_game' })).value);
    expect(front.parts.length).toBeGreaterThan(0);
    expect(front.banners.length).toBeGreaterThan(0);
    expect(front.promos.length).toBeGreaterThan(0);
    for (const key of ['app_boot', 'nope']) {
      expect((await failure(client.call(contract.publicConfig, { key }))).code).toBe(ERROR_CODES.NOT_FOUND);
    }
  });

  it('event-report stores whitelisted events and refuses others (spec §5)', async () => {
    const client = testClient(server.baseUrl);
    const payload = { eventValue: '1', appCode: 'main', gaId: 'g_1', userId: '7', h5Id: 'h5', aaid: 'a' };
    for (const eventType of REPORTED_EVENTS) await client.call(contract.eventReport, { ...payload, eventType });
    const stored = await server.logStore.db.selectFrom('event_reports').select('event_type').execute();
    expect(stored.map((r) => r.event_type).sort()).toEqual([...REPORTED_EVENTS].sort());
    // Not in the map: refused, nothing stored (raw call: the client would not even send it).
    const refused = await rawCall(server.baseUrl, 'POST', contract.eventReport.path, JSON.stringify({ ...payload, eventType: 'deposit.click' }));
    expect((refused.json as { code: string }).code).toBe(ERROR_CODES.VALIDATION);
    expect(await server.logStore.db.selectFrom('event_reports').select('id').execute()).toHaveLength(REPORTED_EVENTS.length);
  });

  it('log/collect v1 and v2 store the line, with the user when the token header is sent', async () => {
    const { session } = await registerPlayer(server.baseUrl, '09170000001');
    const client = testClient(server.baseUrl);
    const line = { url: '/#/wallet', action: 'error', deviceId: 'd1', deviceVersion: '4.3.0', content: JSON.stringify({ appCode: 'main', h5Version: '4.3.0', userId: session.userId, extras: {} }) };
    await client.call(contract.logCollect, line);
    await client.call(contract.logCollectV2, line, { headers: { token: session.token } });
    const rows = await server.logStore.db.selectFrom('log_entries').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.version, r.user_id, r.action])).toEqual([
      [1, null, 'error'],
      [2, Number(session.userId), 'error'],
    ]);
  });

  it('temporaryPushBranch stores the event with the device object', async () => {
    await testClient(server.baseUrl).call(contract.temporaryPushBranch, { event: 'install', deviceInfo: { OS: 'Android' } });
    const row = await server.logStore.db.selectFrom('push_branch_events').selectAll().executeTakeFirstOrThrow();
    expect(row.event).toBe('install');
    expect(JSON.parse(row.device_info ?? '')).toEqual({ OS: 'Android' });
  });

  it('spread invite_link query needs a login', async () => {
    expect((await failure(testClient(server.baseUrl).call(contract.inviteLinkQuery, {}))).code).toBe(ERROR_CODES.UNAUTHORIZED);
  });

  it('migration-bonus/check answers what a known child account would move, nothing for others', async () => {
    const { client } = await registerPlayer(server.baseUrl, '09170000002');
    expect(await client.call(contract.migrationBonusCheck, { appCode: 'child_a', userCode: 'U100' })).toEqual({
      canMigrate: true,
      migrateAmount: 123_45,
      migrateAward: 'Migration bonus',
      migrateAwardAmount: 5000,
    });
    expect(await client.call(contract.migrationBonusCheck, { appCode: 'child_a', userCode: 'U999' })).toEqual({
      canMigrate: false,
      migrateAmount: 0,
      migrateAward: '',
      migrateAwardAmount: 0,
    });
  });
});
