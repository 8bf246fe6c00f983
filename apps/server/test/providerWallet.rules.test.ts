// The seamless wallet's doors (issue 7, issue 11; issue 27's mutation run of
// src/modules/games/provider/wallet.ts found them unstated): a launch token opens one provider's
// wallet for one game until it expires, and a round id belongs to the player and game that opened
// it — a callback with another provider's token, an expired token, or another player's round moves
// nothing. On SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import * as transfers from '../src/modules/ledger/transfers';
import { GAME_SESSION_TTL_MS } from '../src/modules/games/provider/wallet';
import { AppError } from '../src/http/errors';
import { DB_KINDS, insertUser } from './harness';
import { providerWalletTestDatabase } from './ledgerDatabase';

/** The refusal a call ends in: its code and message key. */
async function refusal(call: Promise<unknown>): Promise<[string, string | undefined]> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return [(error as AppError).code, (error as AppError).messageKey];
}

describe.each(DB_KINDS)('seamless wallet doors on %s', (kind) => {
  const t = providerWalletTestDatabase(kind, 100);

  async function player(deposit: number): Promise<number> {
    const userId = await insertUser(t.db);
    await t.ledger.post(transfers.deposit({ userId, amount: deposit, key: `pwr-dep:${userId}`, reference: 'pwr', remark: 'Cash in' }));
    return userId;
  }

  it("a launch token answers its own provider until it expires: another provider's call, an unknown or an expired token is UNAUTHORIZED", async () => {
    const userId = await player(5_000);
    const token = await t.wallet.openSession(userId, 'jili', 'jili_2');
    expect(await t.wallet.session('jili', token)).toEqual({ userId, provider: 'jili', gameId: 'jili_2' });
    expect(await t.wallet.balance('jili', token)).toEqual({ balance: 5_000, replayed: false });
    // Another provider cannot use it, nor can anyone use a token never issued.
    expect(await t.wallet.session('pgsoft', token)).toBeUndefined();
    expect(await refusal(t.wallet.balance('pgsoft', token))).toEqual(['UNAUTHORIZED', undefined]);
    expect(await refusal(t.wallet.debit('pgsoft', token, 'pwr-x', 'jili_2', 100))).toEqual(['UNAUTHORIZED', undefined]);
    expect(await refusal(t.wallet.balance('jili', `${token}x`))).toEqual(['UNAUTHORIZED', undefined]);
    // It lasts GAME_SESSION_TTL_MS: a millisecond before, it works; at that instant it is over.
    t.clock.advance(GAME_SESSION_TTL_MS - 1);
    try {
      expect((await t.wallet.balance('jili', token)).balance).toBe(5_000);
      t.clock.advance(1);
      expect(await t.wallet.session('jili', token)).toBeUndefined();
      expect(await refusal(t.wallet.debit('jili', token, 'pwr-late', 'jili_2', 100))).toEqual(['UNAUTHORIZED', undefined]);
    } finally {
      t.clock.advance(-GAME_SESSION_TTL_MS);
    }
    expect((await t.ledger.balances(userId)).main).toBe(5_000);
  });

  it("a round id is its player's and its game's: another player's or another game's call on it is refused and moves nothing", async () => {
    const alice = await player(5_000);
    const bob = await player(5_000);
    const aliceToken = await t.wallet.openSession(alice, 'jili', 'jili_2');
    const bobToken = await t.wallet.openSession(bob, 'jili', 'jili_2');
    const bobOther = await t.wallet.openSession(bob, 'jili', 'jili_3');
    const round = `pwr-round-${alice}`;
    expect(await t.wallet.debit('jili', aliceToken, round, 'jili_2', 1_000)).toEqual({ balance: 4_000, replayed: false });
    // A debit for another game than the token's is refused before anything is written.
    expect(await refusal(t.wallet.debit('jili', aliceToken, `${round}-g`, 'jili_3', 1_000))).toEqual(['VALIDATION', 'invalidRequest']);
    // Bob cannot debit, win or roll back Alice's round, with his token for the same game or another.
    for (const [token, game] of [
      [bobToken, 'jili_2'],
      [bobOther, 'jili_3'],
    ] as const) {
      expect(await refusal(t.wallet.debit('jili', token, round, game, 1_000))).toEqual(['VALIDATION', 'invalidRequest']);
      expect(await refusal(t.wallet.credit('jili', token, round, game, 3_000))).toEqual(['VALIDATION', 'invalidRequest']);
      expect(await refusal(t.wallet.rollback('jili', token, round, game))).toEqual(['VALIDATION', 'invalidRequest']);
    }
    // Alice's own win on her round, with the game it was opened for.
    expect(await refusal(t.wallet.credit('jili', aliceToken, round, 'jili_3', 3_000))).toEqual(['VALIDATION', 'invalidRequest']);
    expect(await t.wallet.credit('jili', aliceToken, round, 'jili_2', 3_000)).toEqual({ balance: 7_000, replayed: false });
    expect(await t.wallet.credit('jili', aliceToken, round, 'jili_2', 3_000)).toEqual({ balance: 7_000, replayed: true });
    expect([(await t.ledger.balances(alice)).main, (await t.ledger.balances(bob)).main]).toEqual([7_000, 5_000]);
  });
});
