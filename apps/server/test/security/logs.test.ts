// Issue 11 item 7, log collection: the log endpoints are rate-limited per IP and per token, capped
// in bytes per day (per IP, per token and in total), and stored in their own SQLite file with
// retention, so a flood cannot touch the money database. On SQLite and PostgreSQL money databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MS_PER_DAY } from '@perya/domain';
import { DB_KINDS, rawCall, registerPlayer, snapshot, startTestServer, type TestServer } from '../harness';

const line = (content = 'x') => ({ url: '/#/wallet', action: 'error', deviceId: 'd1', deviceVersion: '4.3.0', content });

/** One log call from `ip` (through the trusted proxy header), with a token header when given. */
async function log(server: TestServer, ip: string, token?: string, content?: string, endpoint: { path: string } = contract.logCollectV2): Promise<string> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, ...(token === undefined ? {} : { token }) };
  const { json } = await rawCall(server.baseUrl, 'POST', endpoint.path, JSON.stringify(line(content)), headers);
  return (json as { code: string }).code;
}

async function storedLines(server: TestServer): Promise<number> {
  return (await server.logStore.db.selectFrom('log_entries').select('id').execute()).length;
}

/** The money database's tables and their on-disk size, from the database itself. */
async function moneyFootprint(server: TestServer): Promise<{ tables: string[]; bytes: number }> {
  const db = server.database.db;
  if (server.kind === 'sqlite') {
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    return { tables: tables.rows.map((r) => r.name), bytes: pages.rows[0]!.page_count };
  }
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`.execute(db);
  const size = await sql<{ bytes: string }>`select coalesce(sum(pg_total_relation_size(quote_ident(table_name))), 0)::text as bytes from information_schema.tables where table_schema = 'public'`.execute(db);
  return { tables: tables.rows.map((r) => r.name), bytes: Number(size.rows[0]!.bytes) };
}

describe.each(DB_KINDS)('log collection on %s', (kind) => {
  let limited: TestServer;
  let capped: TestServer;

  beforeAll(async () => {
    // The client IP comes from x-forwarded-for, as behind the operator's one proxy.
    limited = await startTestServer(kind, { env: { TRUST_PROXY_HOPS: '1', LOG_RATE_LIMIT_PER_IP: '5', LOG_RATE_LIMIT_PER_TOKEN: '3', LOG_RATE_LIMIT_WINDOW_S: '60' } });
    capped = await startTestServer(kind, {
      env: { TRUST_PROXY_HOPS: '1', LOG_BYTES_PER_TOKEN_PER_DAY: '4096', LOG_BYTES_PER_IP_PER_DAY: '8192', LOG_BYTES_PER_DAY: '20480', LOG_RETENTION_DAYS: '7' },
    });
  });
  afterAll(async () => {
    await limited?.close();
    await capped?.close();
  });

  it('the telemetry tables are gone from the money database', async () => {
    const { tables } = await moneyFootprint(limited);
    for (const table of ['log_entries', 'event_reports', 'push_branch_events']) expect(tables).not.toContain(table);
  });

  it('rate-limits per IP: past the limit RATE_LIMITED and nothing stored; another IP is not held up', async () => {
    const before = await storedLines(limited);
    for (let i = 0; i < 5; i += 1) expect(await log(limited, '10.0.0.1')).toBe(ERROR_CODES.SUCCESS);
    expect(await log(limited, '10.0.0.1')).toBe(ERROR_CODES.RATE_LIMITED);
    // A fresh token does not buy the IP more calls; nor does another log endpoint.
    expect(await log(limited, '10.0.0.1', 'made-up-token')).toBe(ERROR_CODES.RATE_LIMITED);
    expect(await log(limited, '10.0.0.1', undefined, 'x', contract.logCollect)).toBe(ERROR_CODES.RATE_LIMITED);
    const event = { eventType: 'brandH5.enter', eventValue: '1', appCode: 'main', gaId: 'g', userId: '', h5Id: 'h', aaid: 'a' };
    const refused = await rawCall(limited.baseUrl, 'POST', contract.eventReport.path, JSON.stringify(event), { 'x-forwarded-for': '10.0.0.1' });
    expect((refused.json as { code: string }).code).toBe(ERROR_CODES.RATE_LIMITED);
    expect(await storedLines(limited)).toBe(before + 5);
    expect(await log(limited, '10.0.0.2')).toBe(ERROR_CODES.SUCCESS);
    // The window passes: the IP may log again.
    limited.clock.advance(60_000);
    expect(await log(limited, '10.0.0.1')).toBe(ERROR_CODES.SUCCESS);
  });

  it('rate-limits per token, whichever IP the token comes from', async () => {
    limited.clock.advance(60_000);
    const { token } = await registerPlayer(limited.baseUrl, '09181234567');
    for (let i = 0; i < 3; i += 1) expect(await log(limited, '10.0.1.1', token)).toBe(ERROR_CODES.SUCCESS);
    expect(await log(limited, '10.0.1.1', token)).toBe(ERROR_CODES.RATE_LIMITED);
    expect(await log(limited, '10.0.1.2', token)).toBe(ERROR_CODES.RATE_LIMITED);
    // The IP itself is under its limit: another token still logs.
    expect(await log(limited, '10.0.1.1', 'another-token')).toBe(ERROR_CODES.SUCCESS);
  });

  it('caps the bytes per token, per IP and in total per day; nothing is stored past a cap; the next day starts afresh', async () => {
    const kb = 'k'.repeat(1000);
    const storedBytes = async () =>
      (await capped.logStore.db.selectFrom('log_entries').selectAll().execute())
        .reduce((sum, r) => sum + Buffer.byteLength(JSON.stringify({ ...r, id: undefined }), 'utf8'), 0);

    // Per token: about four 1 kB lines fit in 4096 bytes.
    let accepted = 0;
    while ((await log(capped, '10.1.0.1', 'token-a', kb)) === ERROR_CODES.SUCCESS) accepted += 1;
    expect(accepted).toBeGreaterThanOrEqual(2);
    expect(accepted).toBeLessThan(4);
    expect(await log(capped, '10.1.0.9', 'token-a', 'small')).toBe(ERROR_CODES.SUCCESS);
    expect(await log(capped, '10.1.0.9', 'token-a', kb)).toBe(ERROR_CODES.RATE_LIMITED);

    // Per IP: tokens change, the IP's 8192 bytes do not.
    let fromIp = 0;
    for (let i = 0; i < 20; i += 1) if ((await log(capped, '10.1.0.2', `token-ip-${i}`, kb)) === ERROR_CODES.SUCCESS) fromIp += 1;
    expect(fromIp).toBeGreaterThanOrEqual(5);
    expect(fromIp).toBeLessThan(8);

    // In total: fresh IPs and tokens until the day's 20480 bytes are spent, then everyone waits.
    for (let i = 0; i < 30; i += 1) await log(capped, `10.2.0.${i}`, undefined, kb);
    let refusedAt = -1;
    for (let i = 0; i < 200 && refusedAt < 0; i += 1) if ((await log(capped, `10.3.${i}.1`, undefined, 'tiny')) !== ERROR_CODES.SUCCESS) refusedAt = i;
    expect(refusedAt).toBeGreaterThanOrEqual(0);
    expect(await log(capped, '10.3.250.1', 'fresh-token', 'tiny')).toBe(ERROR_CODES.RATE_LIMITED);
    const usage = await capped.logStore.db.selectFrom('log_usage').selectAll().where('key', '=', 'total').execute();
    expect(usage).toHaveLength(1);
    expect(usage[0]!.bytes).toBeLessThanOrEqual(20480);
    expect(await storedBytes()).toBeLessThanOrEqual(20480);

    // The next GMT+8 day has fresh budgets.
    capped.clock.advance(MS_PER_DAY);
    expect(await log(capped, '10.1.0.1', 'token-a', kb)).toBe(ERROR_CODES.SUCCESS);
  });

  it('a flood of logs leaves the money database untouched: same rows, same tables, same size', async () => {
    capped.clock.advance(MS_PER_DAY);
    const before = await snapshot(capped.database);
    const footprint = await moneyFootprint(capped);
    const stored = await storedLines(capped);
    const big = 'f'.repeat(3000);
    for (let i = 0; i < 40; i += 1) await log(capped, `10.4.${i}.1`, undefined, big);
    expect(await storedLines(capped)).toBeGreaterThan(stored);
    expect(await snapshot(capped.database)).toEqual(before);
    expect(await moneyFootprint(capped)).toEqual(footprint);
  });

  it('retention deletes rows older than LOG_RETENTION_DAYS, keeps newer ones', async () => {
    capped.clock.advance(MS_PER_DAY);
    const oldAt = capped.clock.now();
    expect(await log(capped, '10.5.0.1', undefined, 'old line')).toBe(ERROR_CODES.SUCCESS);
    capped.clock.advance(7 * MS_PER_DAY);
    expect(await log(capped, '10.5.0.1', undefined, 'new line')).toBe(ERROR_CODES.SUCCESS);
    capped.clock.advance(1);
    expect(await capped.logStore.purge()).toBeGreaterThan(0);
    const left = await capped.logStore.db.selectFrom('log_entries').select(['content', 'created_at']).execute();
    expect(left.map((r) => r.content)).toEqual(['new line']);
    expect(left.every((r) => r.created_at > oldAt)).toBe(true);
    const days = await capped.logStore.db.selectFrom('log_usage').select('day').distinct().execute();
    expect(days.length).toBeLessThanOrEqual(2);
  });
});
