// What an operator reads of a refused post and what a key means (src/modules/ledger/ledger.ts,
// the rules at the top of the file), on SQLite and PostgreSQL: each refusal names its rule in its
// message (the server's log line), a key's meaning includes every posting's cause, amountType and
// remark (a different one is IDEMPOTENCY_CONFLICT, never a replay), the memo is kept, and a key
// looked up afterwards is a replay.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { createLedger, type Ledger, type LedgerError, type PostInput, type PostingInput } from '../src/modules/ledger/ledger';
import { DB_KINDS, insertUser, openTestDatabase } from './harness';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe.each(DB_KINDS)('ledger rules on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Kysely<Database>;
  let ledger: Ledger;
  let user: number;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
    ledger = createLedger(db, handle.clock.now);
    user = await insertUser(db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const grant = (key: string, player: Partial<PostingInput> = {}, extra: Partial<PostInput> = {}): PostInput => ({
    idempotencyKey: key,
    cause: 'bonus',
    reference: 'rules',
    postings: [{ account: { userId: user, wallet: 'bonus' }, amount: 5, ...player }, { account: { system: 'promotions' }, amount: -5 }],
    ...extra,
  });
  const refusal = (input: PostInput) => ledger.post(input).then(() => undefined, (e: unknown) => e as LedgerError);

  it('each refusal names its rule: the operator reads why in the log', async () => {
    const messages = await Promise.all([
      refusal(grant('')),
      refusal(grant('r-cause', {}, { cause: 'gift' as 'bonus' })),
      refusal(grant('r-ref', {}, { reference: 'r'.repeat(129) })),
      refusal(grant('r-one', {}, { postings: [{ account: { userId: user, wallet: 'bonus' }, amount: 5 }] })),
      refusal(grant('r-zero', { amount: 0 })),
      refusal(grant('r-pcause', { cause: 'gift' as 'bonus' })),
      refusal(grant('r-remark', { remark: 'x'.repeat(256) })),
      refusal(grant('r-system', {}, { postings: [{ account: { userId: user, wallet: 'bonus' }, amount: 5 }, { account: { system: 'vault' as 'house' }, amount: -5 }] })),
      refusal(grant('r-user', { account: { userId: 0, wallet: 'bonus' } })),
    ]);
    expect(messages.map((e) => [e?.name, e?.code, e?.message])).toEqual([
      ['LedgerError', 'INVALID', 'idempotencyKey must be 1-191 characters'],
      ['LedgerError', 'INVALID', 'unknown cause gift'],
      ['LedgerError', 'INVALID', 'reference is longer than 128 characters'],
      ['LedgerError', 'INVALID', 'a transaction needs 2 to 64 postings'],
      ['LedgerError', 'INVALID', 'posting amount must be a non-zero integer within ±10000000000000, got 0'],
      ['LedgerError', 'INVALID', 'unknown cause gift'],
      ['LedgerError', 'INVALID', 'remark is longer than 255 characters'],
      ['LedgerError', 'INVALID', 'unknown system account vault'],
      ['LedgerError', 'INVALID', 'a user account needs a positive userId and a wallet main, bonus or points'],
    ]);
    // A key that is not a string is refused as a key, not as a crash.
    expect((await refusal(grant(42 as unknown as string)))?.message).toBe('idempotencyKey must be 1-191 characters');
  });

  it('an overdraft, a reused key and a used key in postAll name the account or the key', async () => {
    const bet: PostInput = { idempotencyKey: `r-bet:${user}`, cause: 'bet', reference: 'rules', postings: [{ account: { userId: user, wallet: 'main' }, amount: -1 }, { account: { system: 'house' }, amount: 1 }] };
    expect((await refusal(bet))?.message).toBe(`account user:${user}:main would go below zero`);
    await ledger.post(grant(`r-used:${user}`));
    expect((await refusal(grant(`r-used:${user}`, { amount: 6 }, { postings: [{ account: { userId: user, wallet: 'bonus' }, amount: 6 }, { account: { system: 'promotions' }, amount: -6 }] })))?.message).toBe(
      `idempotency key r-used:${user} was already used for a different transaction`,
    );
    const all = await ledger.transaction((trx) => ledger.postAll([grant(`r-new:${user}`), grant(`r-used:${user}`)], trx)).then(() => undefined, (e: unknown) => e as LedgerError);
    expect(all?.message).toBe(`idempotency key r-used:${user} was already used (postAll takes fresh keys only)`);
  });

  it("a key's meaning includes each posting's cause, amountType and remark; no remark and '' mean the same", async () => {
    await ledger.post(grant(`m:${user}`));
    expect((await ledger.post(grant(`m:${user}`, { remark: '' }))).replayed).toBe(true);
    expect((await refusal(grant(`m:${user}`, { remark: 'spin' })))?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await refusal(grant(`m:${user}`, { cause: 'fee' })))?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await refusal(grant(`m:${user}`, { amountType: 7 })))?.code).toBe('IDEMPOTENCY_CONFLICT');
    // The transaction's cause given again on the posting means the same.
    expect((await ledger.post(grant(`m:${user}`, { cause: 'bonus' }))).replayed).toBe(true);
    await ledger.post(grant(`m2:${user}`, { amountType: 7, remark: 'spin', cause: 'fee' }));
    expect((await ledger.post(grant(`m2:${user}`, { amountType: 7, remark: 'spin', cause: 'fee' }))).replayed).toBe(true);
    expect((await refusal(grant(`m2:${user}`, { remark: 'spin', cause: 'fee' })))?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await refusal(grant(`m2:${user}`, { amountType: 7, cause: 'fee' })))?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await refusal(grant(`m2:${user}`, { amountType: 7, remark: 'spin' })))?.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('the memo is kept for operators (post and postAll); a key looked up later is a replay of what it posted', async () => {
    const posted = await ledger.post(grant(`memo:${user}`, {}, { memo: 'manual adjustment #12' }));
    await ledger.post(grant(`nomemo:${user}`));
    await ledger.transaction((trx) => ledger.postAll([grant(`memo-a:${user}`, {}, { memo: 'batch A' }), grant(`memo-b:${user}`)], trx));
    const memos = await db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key', 'memo'])
      .where('idempotency_key', 'in', [`memo:${user}`, `nomemo:${user}`, `memo-a:${user}`, `memo-b:${user}`])
      .orderBy('id')
      .execute();
    expect(memos.map((m) => [m.idempotency_key, m.memo])).toEqual([
      [`memo:${user}`, 'manual adjustment #12'],
      [`nomemo:${user}`, null],
      [`memo-a:${user}`, 'batch A'],
      [`memo-b:${user}`, null],
    ]);
    const found = await ledger.findTransaction(`memo:${user}`);
    expect(found?.replayed).toBe(true);
    expect(found?.transactionId).toBe(posted.transactionId);
    expect(found?.entries).toEqual(posted.entries);
  });
});
