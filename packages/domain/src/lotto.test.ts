import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOTTO642_PRIZES,
  LOTTO_RULES,
  SWERTRES_DRAW_TIMES,
  isValidLottoTicket,
  lottoDrawId,
  lottoNumbersFromDigest,
  lottoOrders,
  isLottoGame,
  lottoTicketPayout,
  nextLottoDraws,
  normaliseLottoPick,
} from './lotto';

const gmt8 = (day: number, h: number, m = 0) => Date.UTC(2026, 10, day, h - 8, m);
const hmacHex = (seed: string, message: string) => createHmac('sha256', seed).update(message).digest('hex');

/** The same HMAC with the browser's WebCrypto, as the verify page computes it. */
async function webCryptoHmacHex(seed: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message)));
  return [...sig].map((b) => b.toString(16).padStart(2, '0')).join('');
}

describe('spec §1 lottery, §4 special draws: draws recompute from their committed seeds', () => {
  it('property: numbers from HMAC_SHA256(seed, drawId) are the game\'s shape and the same by node:crypto and WebCrypto', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom('swertres' as const, 'lotto642' as const),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2035, 0, 1) }),
        async (bytes, game, at) => {
          const seed = Buffer.from(bytes).toString('hex');
          const drawId = lottoDrawId(game, at);
          const numbers = lottoNumbersFromDigest(game, hmacHex(seed, drawId));
          // The player's recomputation in the browser gives the same numbers.
          expect(lottoNumbersFromDigest(game, await webCryptoHmacHex(seed, drawId))).toEqual(numbers);
          const rules = LOTTO_RULES[game];
          expect(numbers).toHaveLength(rules.count);
          for (const n of numbers) expect(n >= rules.min && n <= rules.max && Number.isInteger(n)).toBe(true);
          if (rules.distinct) expect(new Set(numbers).size).toBe(rules.count);
          // A drawn line is always a valid ticket, and it wins the top prize.
          const betType = game === 'swertres' ? 'straight' : 'standard';
          expect(isValidLottoTicket(game, betType, numbers, rules.minStake)).toBe(true);
          expect(lottoTicketPayout(game, betType, normaliseLottoPick(game, numbers), rules.minStake, numbers)).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a published hash commits to exactly one seed and one result', () => {
    const seed = randomBytes(32).toString('hex');
    const hash = createHash('sha256').update(seed).digest('hex');
    const drawId = lottoDrawId('lotto642', gmt8(26, 21));
    expect(drawId).toBe('lotto642-20261126-2100');
    const other = randomBytes(32).toString('hex');
    expect(createHash('sha256').update(other).digest('hex')).not.toBe(hash);
    expect(lottoNumbersFromDigest('lotto642', hmacHex(seed, drawId))).toEqual(lottoNumbersFromDigest('lotto642', hmacHex(seed, drawId)));
  });

  it('draws every digit and every ball with about equal frequency', () => {
    const counts = new Array<number>(43).fill(0);
    const digits = new Array<number>(10).fill(0);
    for (let i = 0; i < 3000; i++) {
      for (const n of lottoNumbersFromDigest('lotto642', hmacHex('seed', `d${i}`))) counts[n]! += 1;
      for (const n of lottoNumbersFromDigest('swertres', hmacHex('seed', `d${i}`))) digits[n]! += 1;
    }
    // 18,000 balls over 42 numbers: 428.6 each; 9,000 digits over 10: 900 each.
    for (let n = 1; n <= 42; n++) expect(Math.abs(counts[n]! - 428.6)).toBeLessThan(100);
    expect(counts[0]).toBe(0);
    for (const d of digits) expect(Math.abs(d - 900)).toBeLessThan(150);
  });

  it('refuses a digest that is not an HMAC-SHA256', () => {
    expect(() => lottoNumbersFromDigest('swertres', 'abc')).toThrow(/digest must be 64 hex digits/);
    expect(() => lottoNumbersFromDigest('swertres', 'zz' + '0'.repeat(64))).toThrow(RangeError);
    expect(() => lottoNumbersFromDigest('swertres', '0'.repeat(64) + 'zz')).toThrow(RangeError);
  });

  it('turns a digest into numbers as the verify page recomputes them (fixed vectors)', () => {
    // Each 4-byte word u picks floor(u × n / 2^32): 0 → the first choice, 2^31 → the middle one,
    // 2^32 − 1 → the last one. 6/42 swaps the picked ball to the front (partial Fisher–Yates).
    expect(lottoNumbersFromDigest('swertres', '0'.repeat(64))).toEqual([0, 0, 0]);
    expect(lottoNumbersFromDigest('lotto642', '0'.repeat(64))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(lottoNumbersFromDigest('swertres', 'F'.repeat(64))).toEqual([9, 9, 9]);
    expect(lottoNumbersFromDigest('lotto642', 'f'.repeat(64))).toEqual([42, 1, 2, 3, 4, 5]);
    expect(lottoNumbersFromDigest('swertres', '80000000'.repeat(8))).toEqual([5, 5, 5]);
    expect(lottoNumbersFromDigest('lotto642', '80000000'.repeat(8))).toEqual([22, 1, 23, 3, 24, 5]);
    // Word i decides number i: only the second word is 2^31 here.
    expect(lottoNumbersFromDigest('swertres', '00000000' + '80000000' + '0'.repeat(48))).toEqual([0, 5, 0]);
  });
});

describe('spec §2 /lotto, /lottoResults: the games', () => {
  it('only Swertres and 6/42 are games; the results page\'s "all" tab or a stale link is not one', () => {
    expect(isLottoGame('swertres')).toBe(true);
    expect(isLottoGame('lotto642')).toBe(true);
    for (const value of ['', 'Swertres', 'lotto645', undefined, 3]) expect(isLottoGame(value)).toBe(false);
  });
});

describe('spec §1 lottery: tickets and prizes (our PCSO-like rules)', () => {
  it('Swertres straight pays 450× in order only; rambolito 150× or 75× in any order', () => {
    expect(lottoTicketPayout('swertres', 'straight', [1, 2, 3], 1_000, [1, 2, 3])).toBe(450_000);
    expect(lottoTicketPayout('swertres', 'straight', [1, 2, 3], 1_000, [3, 2, 1])).toBe(0);
    expect(lottoTicketPayout('swertres', 'rambolito', [1, 2, 3], 1_000, [3, 1, 2])).toBe(75_000);
    expect(lottoTicketPayout('swertres', 'rambolito', [1, 1, 2], 2_000, [2, 1, 1])).toBe(300_000);
    expect(lottoTicketPayout('swertres', 'rambolito', [1, 1, 2], 1_000, [1, 2, 2])).toBe(0);
    expect(lottoOrders([7, 7, 7])).toBe(1);
    expect(lottoOrders([1, 1, 2])).toBe(3);
    expect(lottoOrders([1, 2, 3])).toBe(6);
  });

  it('6/42 pays by numbers matched', () => {
    const drawn = [5, 11, 23, 30, 38, 42];
    expect(lottoTicketPayout('lotto642', 'standard', [5, 11, 23, 30, 38, 42], 2_000, drawn)).toBe(LOTTO642_PRIZES[6]);
    expect(lottoTicketPayout('lotto642', 'standard', [1, 11, 23, 30, 38, 42], 2_000, drawn)).toBe(2_400_000);
    expect(lottoTicketPayout('lotto642', 'standard', [1, 2, 23, 30, 38, 42], 2_000, drawn)).toBe(80_000);
    expect(lottoTicketPayout('lotto642', 'standard', [1, 2, 3, 30, 38, 42], 2_000, drawn)).toBe(2_000);
    expect(lottoTicketPayout('lotto642', 'standard', [1, 2, 3, 4, 38, 42], 2_000, drawn)).toBe(0);
  });

  it('sells only valid tickets', () => {
    expect(isValidLottoTicket('swertres', 'straight', [0, 9, 9], 1_000)).toBe(true);
    expect(isValidLottoTicket('swertres', 'rambolito', [7, 7, 7], 1_000)).toBe(false);
    expect(isValidLottoTicket('swertres', 'standard', [1, 2, 3], 1_000)).toBe(false);
    expect(isValidLottoTicket('swertres', 'straight', [1, 2, 10], 1_000)).toBe(false);
    expect(isValidLottoTicket('swertres', 'straight', [1, 2, 3], 1_500)).toBe(false);
    expect(isValidLottoTicket('swertres', 'straight', [1, 2, 3], 200_000)).toBe(false);
    // Swertres stakes run ₱10 to ₱1,000 in ₱10 steps, both ends included.
    expect(isValidLottoTicket('swertres', 'straight', [1, 2, 3], 100_000)).toBe(true);
    expect(isValidLottoTicket('swertres', 'straight', [1, 2, 3], 101_000)).toBe(false);
    expect(isValidLottoTicket('swertres', 'straight', [1, 2, 3], 0)).toBe(false);
    expect(isValidLottoTicket('swertres', 'straight', [1, 2, 3], Number.NaN)).toBe(false);
    // Swertres digits may repeat; a rambolito needs at least two orders.
    expect(isValidLottoTicket('swertres', 'rambolito', [1, 1, 2], 1_000)).toBe(true);
    expect(isValidLottoTicket('swertres', 'straight', [-1, 2, 3], 1_000)).toBe(false);
    expect(isValidLottoTicket('swertres', 'straight', [1, 2], 1_000)).toBe(false);
    expect(isValidLottoTicket('lotto642', 'standard', [1, 2, 3, 4, 5, 42], 2_000)).toBe(true);
    expect(isValidLottoTicket('lotto642', 'standard', [1, 2, 3, 4, 5, 5], 2_000)).toBe(false);
    expect(isValidLottoTicket('lotto642', 'standard', [0, 2, 3, 4, 5, 6], 2_000)).toBe(false);
    expect(isValidLottoTicket('lotto642', 'standard', [1, 2, 3, 4, 5], 2_000)).toBe(false);
    expect(isValidLottoTicket('lotto642', 'standard', [1, 2, 3, 4, 5, 6.5], 2_000)).toBe(false);
    expect(normaliseLottoPick('lotto642', [9, 1, 5, 3, 2, 4])).toEqual([1, 2, 3, 4, 5, 9]);
    expect(normaliseLottoPick('swertres', [9, 1, 5])).toEqual([9, 1, 5]);
  });
});

describe('spec §4, §9: draw schedule (special draws 13:45, 16:45, 20:45 GMT+8)', () => {
  it('lists the next special draws, strictly after now, wrapping days', () => {
    expect(nextLottoDraws(SWERTRES_DRAW_TIMES, gmt8(26, 14), 3)).toEqual([gmt8(26, 16, 45), gmt8(26, 20, 45), gmt8(27, 13, 45)]);
    expect(nextLottoDraws(SWERTRES_DRAW_TIMES, gmt8(26, 13, 45), 1)).toEqual([gmt8(26, 16, 45)]);
    // Times in any order are drawn in time order; a minute before a draw it is still next.
    expect(nextLottoDraws(['20:45', '13:45'], gmt8(26, 13, 44), 2)).toEqual([gmt8(26, 13, 45), gmt8(26, 20, 45)]);
  });
  it('draws every day when no weekday is given', () => {
    expect(nextLottoDraws(['21:00'], gmt8(26, 22), 1, [])).toEqual([gmt8(27, 21)]);
  });
  it('keeps to the weekdays given (2026-11-26 is a Thursday)', () => {
    expect(nextLottoDraws(['21:00'], gmt8(26, 22), 2, [2, 4, 6])).toEqual([gmt8(28, 21), gmt8(1 + 30, 21)]);
    expect(nextLottoDraws([], gmt8(26, 22), 2)).toEqual([]);
    expect(() => nextLottoDraws(['25:00'], 0, 1)).toThrow(/not a time of day: 25:00/);
  });
  it('a weekly draw lists as many weeks ahead as asked, and the week ends on Sunday (7) after Monday (1)', () => {
    // One draw a week, three asked: three Tuesdays, the third more than two weeks away.
    expect(nextLottoDraws(['21:00'], gmt8(26, 22), 3, [2])).toEqual([gmt8(31, 21), gmt8(31 + 7, 21), gmt8(31 + 14, 21)]);
    expect(nextLottoDraws(['21:00'], gmt8(26, 22), 1, [7])).toEqual([gmt8(29, 21)]);
    expect(nextLottoDraws(['21:00'], gmt8(26, 22), 1, [1])).toEqual([gmt8(30, 21)]);
    expect(nextLottoDraws(['21:00'], gmt8(26, 22), 0)).toEqual([]);
  });
  it('a weekday outside Monday (1) to Sunday (7) holds no draw', () => {
    expect(nextLottoDraws(['21:00'], gmt8(26, 22), 2, [0, 8])).toEqual([]);
    expect(nextLottoDraws(['21:00'], gmt8(26, 22), 1, [8, 2])).toEqual([gmt8(31, 21)]);
  });
  it('names a draw by its GMT+8 date and time', () => {
    expect(lottoDrawId('swertres', gmt8(26, 13, 45))).toBe('swertres-20261126-1345');
    // Two digits for every part: 5 March 2026, 09:05.
    expect(lottoDrawId('lotto642', Date.UTC(2026, 2, 5, 1, 5))).toBe('lotto642-20260305-0905');
  });
});
