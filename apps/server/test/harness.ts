// Test harness: a fresh database per suite (SQLite temp file, or a PostgreSQL database with a
// random name that is dropped afterwards) and the real server on a random loopback port.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config, type DatabaseConfig } from '../src/config';
import { openDatabase, type Db, type DbKind } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { TABLES, type Database } from '../src/db/schema';
import type { Kysely } from 'kysely';
import { contract } from '@perya/api/contract';
import { createLedger } from '../src/modules/ledger/ledger';
import { createProtection } from '../src/modules/protection/service';
import { DEFAULT_PROTECTION_CONFIG } from '../src/modules/protection/config';
import { testClient } from './client';
import { openLogStore, type LogStore } from '../src/modules/telemetry/store';

export type { DbKind };

export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const SEED_FILE = path.join(PACKAGE_DIR, 'seed', 'config.yaml');

/** Every suite runs on both databases unless PERYA_SKIP_PG=1 is set explicitly. */
export const DB_KINDS: readonly DbKind[] = process.env.PERYA_SKIP_PG === '1' ? ['sqlite'] : ['sqlite', 'postgres'];

export const PG_ADMIN_URL = process.env.PERYA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  readonly config: DatabaseConfig;
  /** DATABASE_URL value for a child process. */
  readonly url: string;
  drop(): Promise<void>;
}

async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${PG_ADMIN_URL} (${error instanceof Error ? error.message : String(error)}). ` +
        'The server suites run on SQLite and PostgreSQL: start PostgreSQL ' +
        '(pg_ctlcluster --skip-systemctl-redirect <version> main start), point PERYA_TEST_PG_URL at an admin URL, ' +
        'or set PERYA_SKIP_PG=1 to skip the PostgreSQL suites explicitly.',
      { cause: error },
    );
  }
  return client;
}

export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'perya-server-'));
    const file = path.join(dir, 'test.sqlite');
    return {
      config: { kind: 'sqlite', file },
      url: file,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `perya_test_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    url: url.toString(),
    async drop() {
      const client = await adminClient();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A production server's environment: development mode off, the secrets production demands, and
 * the weakest password hashing production accepts. No sandbox adapter unless a test adds its switch.
 */
export const PRODUCTION_ENV = {
  PERYA_DEV: '0',
  SCRYPT_N: String(2 ** 15),
  OPERATOR_TOKEN: 'op-7f3a9c1d27b6e48a0b5c9d8e7f6a1b2c3',
  PAYMENT_WEBHOOK_SECRET: 'wh-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e',
  PROVIDER_SECRET: 'pv-9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
  PUBLIC_BASE_URL: 'https://api.perya.example',
} as const;

/**
 * Server configuration for tests: a low scrypt cost (fast), quiet logs, generous limits. The session
 * idle timeout is a year so suites that jump the clock a day keep their players logged in
 * (test/security/sessions.test.ts sets its own).
 */
/** The sandbox trade feed's seed in tests, so a test can compute the prices (a real install draws its own). */
export const TEST_TRADE_FEED_SEED = '7d2e9b40c1a85f36e0b4d9c27a18f5e3b6c0d4a9e2f7183c5b9a0e6d4f21c87a';

export function testConfig(database: DatabaseConfig, env: Record<string, string> = {}): Config {
  const config = loadConfig(
    {
      PERYA_DEV: '1', SCRYPT_N: '1024', LOG_LEVEL: 'silent', RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_ACCOUNT: '10000',
      // Every test player is registered from 127.0.0.1 with an SMS code and a password hash.
      SMS_DAILY_PER_IP: '1000000', HASH_PER_SOURCE: '1000', HASH_QUEUE_MAX: '100000',
      SESSION_IDLE_S: String(365 * 24 * 60 * 60),
      TRADE_FEED_SEED: TEST_TRADE_FEED_SEED,
      ...env,
    },
    { defaultSqliteFile: ':memory:', defaultSeedFile: SEED_FILE },
  );
  return { ...config, database };
}

/** A clock the tests move by hand. */
export class TestClock {
  constructor(public current = Date.UTC(2026, 0, 15, 4, 0, 0)) {}
  readonly now = (): number => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
}

/** A fresh, migrated and seeded database without a server (ledger and service tests). */
export async function openTestDatabase(kind: DbKind): Promise<{ database: Db; clock: TestClock; close(): Promise<void> }> {
  const testDb = await createTestDatabase(kind);
  const clock = new TestClock();
  const database = openDatabase(testDb.config);
  try {
    await prepareDatabase(database, SEED_FILE, clock.now());
  } catch (error) {
    await database.destroy();
    await testDb.drop();
    throw error;
  }
  return {
    database,
    clock,
    async close() {
      await database.destroy();
      await testDb.drop();
    },
  };
}

/** The date of birth test players sign up with: of age in every market (issue 15 age gate). */
export const ADULT_BIRTHDAY = '1990-01-01';

/**
 * Player protection for a service a test builds by hand (the app builds its own): the real rules,
 * with the seed's market. Players made by insertUser and registerPlayer are of age.
 */
export function testProtection(database: Db, now: () => number) {
  return createProtection({ db: database.db, kind: database.kind, now, config: DEFAULT_PROTECTION_CONFIG });
}

/** A user row inserted directly (ledger and wallet service tests); answers its id. */
let userSeq = 0;
export async function insertUser(db: Kysely<Database>): Promise<number> {
  userSeq += 1;
  const tag = `${Date.now() % 100000}${userSeq}${Math.floor(Math.random() * 1e6)}`;
  const row = await db
    .insertInto('users')
    .values({ account: `l${tag}`, name: 'Ledger Test', birthday: ADULT_BIRTHDAY, invite_code: `L${tag}`, avatar: 0, verified: 0, give_bonus: 0, store_status: 1, created_at: 0, updated_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface TestServer {
  readonly kind: DbKind;
  readonly app: FastifyInstance;
  readonly database: Db;
  /** DATABASE_URL of the server's database, for child processes (e.g. the ops CLI). */
  readonly databaseUrl: string;
  readonly baseUrl: string;
  readonly clock: TestClock;
  readonly logs: string[];
  /** The log store (client logs, events): its own SQLite file in a temp folder, apart from `database`. */
  readonly logStore: LogStore;
  close(): Promise<void>;
}

/**
 * The wallet suites' player protection: a PH operator with one Brazilian brand (`appCode`: Pix, CPF,
 * agency code) whose identity check before a deposit is off, since those suites test the money.
 */
export function phOperatorWithBrazilianBrand(appCode: string): NonNullable<NonNullable<StartOptions['deps']>['protectionConfig']> {
  return { market: 'PH', brands: [{ appCodes: [appCode], market: 'BR' }], overrides: { BR: { kycBeforeDeposit: false } } };
}

export interface StartOptions {
  readonly env?: Record<string, string>;
  readonly deps?: Partial<Omit<AppDeps, 'config' | 'database' | 'now'>>;
}

export async function startTestServer(kind: DbKind, options: StartOptions = {}): Promise<TestServer> {
  const testDb = await createTestDatabase(kind);
  const clock = new TestClock();
  const database = openDatabase(testDb.config);
  try {
    await prepareDatabase(database, SEED_FILE, clock.now());
  } catch (error) {
    await database.destroy();
    await testDb.drop();
    throw error;
  }
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logDir = mkdtempSync(path.join(tmpdir(), 'perya-logs-'));
  const config = testConfig(testDb.config, { LOG_LEVEL: 'info', LOG_DATABASE_FILE: path.join(logDir, 'logs.sqlite'), ...options.env });
  const logStore = await openLogStore(config.logs.file, config.logs, clock.now);
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    logStream,
    logStore,
    // Draws move only when a test asks (its first pass creates them): a background pass after the
    // test clock jumped would change the database between a suite's before and after snapshots.
    lottoTickMs: null,
    ...options.deps,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    kind,
    app,
    database,
    databaseUrl: testDb.url,
    baseUrl: `http://127.0.0.1:${address.port}`,
    clock,
    logs,
    logStore,
    async close() {
      await app.close();
      await logStore.destroy();
      rmSync(logDir, { recursive: true, force: true });
      await database.destroy();
      await testDb.drop();
    },
  };
}

/** POST (or GET) with fetch, answering the parsed JSON body and HTTP status. */
export async function rawCall(
  baseUrl: string,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown; text: string }> {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'POST' && body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** The newest SMS code sent to a phone, read from the sandbox outbox through the dev endpoint. */
export async function latestCode(baseUrl: string, phone: string): Promise<string> {
  const { json } = await rawCall(baseUrl, 'GET', `/dev/sms/outbox?phone=${encodeURIComponent(phone)}`);
  const body = (json as { data: { messages: { body: string }[] } }).data.messages[0]?.body;
  const code = body === undefined ? undefined : /\b(\d{6})\b/.exec(body)?.[1];
  if (code === undefined) throw new Error(`no SMS code in the outbox for ${phone}`);
  return code;
}

/** The newest email code sent to an address, read from the email sandbox's outbox through the dev endpoint. */
export async function latestEmailCode(baseUrl: string, email: string): Promise<string> {
  const { json } = await rawCall(baseUrl, 'GET', `/dev/email/outbox?email=${encodeURIComponent(email)}`);
  const body = (json as { data: { messages: { body: string }[] } }).data.messages[0]?.body;
  const code = body === undefined ? undefined : /\b(\d{6})\b/.exec(body)?.[1];
  if (code === undefined) throw new Error(`no email code in the outbox for ${email}`);
  return code;
}

/**
 * Every row of every table, for "the database did not change" checks. A session's last-seen time is
 * left out: any authenticated call may move it (the idle timeout), refused or not.
 */
export async function snapshot(database: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = await database.db.selectFrom(table).selectAll().execute();
    out[table] = rows.map((r) => JSON.stringify(table === 'sessions' ? { ...r, last_seen_at: undefined } : r)).sort();
  }
  return out;
}

/** The password test players get: not on the common-password deny list (spec §5, issue 11). */
export const TEST_PASSWORD = 'Tarsier42';

/**
 * A phone + password player registered through the real client, whose session is set on it. Every
 * suite registers players through here, so how registration proves the phone lives in one place.
 */
export async function registerPlayer(baseUrl: string, phone: string, pwd = TEST_PASSWORD, signup: { inviteCode?: string; appCode?: string; birthday?: string } = {}) {
  // appCode: the brand app the player signs up from (sent as the app code header on every call).
  const { appCode, ...body } = signup;
  const client = testClient(baseUrl, appCode === undefined ? {} : { appCode });
  // The phone is proven with the code /x2/sms/sendRegister sends to it (issue 11).
  await client.call(contract.smsSendRegister, { phone });
  const code = await latestCode(baseUrl, phone);
  const session = await client.call(contract.registerByAccount, { account: phone, pwd, code, birthday: ADULT_BIRTHDAY, ...body });
  client.setSession(session);
  return { client, session, userId: Number(session.userId), token: session.token };
}

/**
 * A player of the games suites: registered through the real client (session set on it; from the
 * brand app `signup.appCode` when given) and, when `deposit` > 0, funded with that many minor units
 * by one ledger deposit from clearing.
 */
export async function fundedPlayer(server: TestServer, phone: string, deposit: number, signup: { appCode?: string } = {}) {
  const { client, userId, token } = await registerPlayer(server.baseUrl, phone, undefined, signup);
  if (deposit > 0) {
    await createLedger(server.database.db, server.clock.now).post({
      idempotencyKey: `test-deposit:${userId}`,
      cause: 'deposit',
      reference: `test-${userId}`,
      postings: [
        { account: { system: 'clearing' }, amount: -deposit },
        { account: { userId, wallet: 'main' }, amount: deposit },
      ],
    });
  }
  return { client, userId, token };
}
