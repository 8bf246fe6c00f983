// The ledger suites' setup: a describe block's own test database with a ledger on it, opened before
// its tests and dropped after them. Read `db`, `ledger` and `clock` inside the tests:
//
//   describe.each(DB_KINDS)('… on %s', (kind) => {
//     const t = ledgerTestDatabase(kind);               // or (kind, { houseShards: 4 })
//     it('…', async () => { await t.ledger.post(…); await t.db.selectFrom(…) });
//   });
import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import type { Db, DbKind } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { createLedger, type Ledger, type LedgerOptions, type PostInput } from '../src/modules/ledger/ledger';
import { createProviderWallet, type ProviderWallet } from '../src/modules/games/provider/wallet';
import { openTestDatabase, testProtection, type TestClock } from './harness';

export interface LedgerTestDatabase {
  readonly database: Db;
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly clock: TestClock;
}

export function ledgerTestDatabase(kind: DbKind, options: LedgerOptions = {}): LedgerTestDatabase {
  let handle: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  let ledger: Ledger | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ledger = createLedger(handle.database.db, handle.clock.now, options);
  });
  afterAll(async () => {
    await handle?.close();
  });
  const opened = () => {
    if (handle === undefined || ledger === undefined) throw new Error('the test database opens in beforeAll: read it inside a test');
    return { handle, ledger };
  };
  return {
    get database() {
      return opened().handle.database;
    },
    get db() {
      return opened().handle.database.db;
    },
    get ledger() {
      return opened().ledger;
    },
    get clock() {
      return opened().handle.clock;
    },
  };
}

/** The same, with a game provider's seamless wallet on it (a round pays at most `maxMultiplier` × its stake). */
export function providerWalletTestDatabase(kind: DbKind, maxMultiplier: number): LedgerTestDatabase & { readonly wallet: ProviderWallet } {
  const t = ledgerTestDatabase(kind);
  let wallet: ProviderWallet | undefined;
  beforeAll(() => {
    wallet = createProviderWallet(t.db, t.ledger, t.clock.now, { maxMultiplier: () => maxMultiplier, onRefusedCredit: () => undefined, guard: testProtection(t.database, t.clock.now) });
  });
  return {
    get database() {
      return t.database;
    },
    get db() {
      return t.db;
    },
    get ledger() {
      return t.ledger;
    },
    get clock() {
      return t.clock;
    },
    get wallet() {
      if (wallet === undefined) throw new Error('the wallet is made in beforeAll: read it inside a test');
      return wallet;
    },
  };
}

/** A deposit of `amount` into the player's main wallet (from the clearing account), under `key`. */
export function depositInput(userId: number, amount: number, key: string): PostInput {
  return {
    idempotencyKey: key,
    cause: 'deposit',
    reference: key,
    postings: [
      { account: { system: 'clearing' }, amount: -amount },
      { account: { userId, wallet: 'main' }, amount },
    ],
  };
}

/** A stake of `amount` from the player's main wallet to the house, under `key`. */
export function betInput(userId: number, amount: number, key: string): PostInput {
  return {
    idempotencyKey: key,
    cause: 'bet',
    reference: key,
    postings: [
      { account: { userId, wallet: 'main' }, amount: -amount },
      { account: { system: 'house' }, amount },
    ],
  };
}
