// The sandbox's house crowd for sabong: a lone player in the sandbox finds the other side of every
// fight taken, as in a real pit. Twelve sandbox accounts (rows in `users` that nobody can log in
// to: no password, no phone, no Google id, an invite code nobody can type) bet on the fights the
// sandbox schedule runs, never on a fight the operator runs. Their money is ledger money: a member
// whose wallet cannot cover a stake is refilled from the `sandboxCrowd` system account, so every
// peso the crowd stakes, wins or loses is accounted, and the house's result on the crowd is real.
//
// What the crowd does in a fight is drawn from the sandbox seed and the fight's number (the same
// seed replays the same crowd and results on a fresh database): a favourite, 14-22 bets spread over the betting window, a
// few small draw bets, and near the end a balancing bet that keeps both sides paying well above
// the 107 % cancellation line, as a real crowd's late money does on the underdog.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SabongConfig, SabongPools, SabongSide } from '@perya/games/engines';
import type { Database } from '../../../db/schema';

export const CROWD_SIZE = 12;
/** Crowd accounts are `sandbox:crowd:01` … (no phone, e-mail or Google login can spell that). */
export const CROWD_ACCOUNT_PREFIX = 'sandbox:crowd:';
/** A member who cannot cover a stake gets this (₱20,000), or the stake if more, from sandboxCrowd. */
export const CROWD_REFILL = 2_000_000;
/** The payout per peso (basis points) the balancing bet keeps each side at, at least (125 %). */
export const CROWD_BALANCE_TARGET_BP = 12_500;
/** When, as a share of the betting window (open + last call), the crowd's balancing bet comes. */
export const CROWD_BALANCE_AT = 0.93;
/** Balancing bets one fight may get (they answer a player's late money, a few times at most). */
export const CROWD_MAX_BALANCING_BETS = 6;
/** The crowd's ordinary bets come in the first 85 % of the betting window. */
const CROWD_BETS_WITHIN = 0.85;
const BP = 10_000;

/** One planned crowd bet. `key` is unique within the fight and makes its bet id. */
export interface CrowdBet {
  readonly key: string;
  /** When it comes, as a share [0, 1) of the betting window. */
  readonly at: number;
  /** Index into the crowd, 0 … CROWD_SIZE − 1. */
  readonly member: number;
  readonly side: SabongSide;
  readonly stake: number;
}

/** Uniform numbers in [0, 1) from HMAC-SHA256(seed, `${label}:${block}`), 6 bytes each. */
export function seededRandom(seed: string, label: string): () => number {
  let block = 0;
  let buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 6 > buffer.length) {
      buffer = createHmac('sha256', seed).update(`${label}:${block++}`).digest();
      offset = 0;
    }
    const value = buffer.readUIntBE(offset, 6) / 2 ** 48;
    offset += 6;
    return value;
  };
}

/** Round stakes a crowd bets (minor units: ₱50 … ₱1,000), and small draw bets (₱20 … ₱100). */
const STAKES = [5_000, 10_000, 10_000, 20_000, 20_000, 30_000, 50_000, 50_000, 100_000] as const;
const DRAW_STAKES = [2_000, 5_000, 5_000, 10_000] as const;

const clamp = (stake: number, config: SabongConfig) => Math.min(config.maxStake, Math.max(config.minStake, stake));
const pick = <T>(list: readonly T[], r: number): T => list[Math.min(list.length - 1, Math.floor(r * list.length))]!;

/** The crowd's ordinary bets in a sandbox fight, in time order (the balancing bet comes later). */
export function planCrowdBets(seed: string, fightNumber: number, config: SabongConfig): CrowdBet[] {
  const random = seededRandom(seed, `crowd:${fightNumber}`);
  const favourite: SabongSide = random() < 0.5 ? 'meron' : 'wala';
  const underdog: SabongSide = favourite === 'meron' ? 'wala' : 'meron';
  // The favourite draws 52-72 % of the crowd's bets, so the odds open anywhere from even to lopsided.
  const favouriteShare = 0.52 + 0.2 * random();
  const count = 14 + Math.floor(random() * 9);
  const bets: CrowdBet[] = [];
  for (let i = 0; i < count; i++) {
    const at = ((i + random()) / count) * CROWD_BETS_WITHIN;
    const side = random() < favouriteShare ? favourite : underdog;
    bets.push({ key: `c${i}`, at, member: Math.floor(random() * CROWD_SIZE), side, stake: clamp(pick(STAKES, random()), config) });
  }
  // The first two bets take both sides as the fight opens, so the odds show at once.
  bets[0] = { ...bets[0]!, at: 0, side: favourite };
  bets[1] = { ...bets[1]!, at: 0, side: underdog };
  const draws = 1 + Math.floor(random() * 3);
  for (let i = 0; i < draws; i++) {
    bets.push({ key: `d${i}`, at: random() * CROWD_BETS_WITHIN, member: Math.floor(random() * CROWD_SIZE), side: 'draw', stake: clamp(pick(DRAW_STAKES, random()), config) });
  }
  return bets.sort((a, b) => a.at - b.at);
}

/**
 * The late money that keeps both sides paying at least `targetBp` per peso: stakes (each at most
 * the maximum stake, at most three) on the side whose odds are too long to be worth it, or none.
 * (M + W)(1 − p) / M ≥ t needs W ≥ M (t / (1 − p) − 1); rounded up to whole pesos.
 */
export function balancingStakes(pools: SabongPools, config: SabongConfig, targetBp: number = CROWD_BALANCE_TARGET_BP): { side: SabongSide; stakes: number[] } | null {
  const need = (heavy: number, light: number) => {
    const required = Math.ceil((heavy * (targetBp - (BP - config.plasadaBp))) / (BP - config.plasadaBp)) - light;
    return required <= 0 ? 0 : Math.ceil(required / 100) * 100;
  };
  const toWala = need(pools.meron, pools.wala);
  const toMeron = need(pools.wala, pools.meron);
  const total = Math.max(toWala, toMeron);
  if (total === 0) return null;
  const side: SabongSide = toWala > 0 ? 'wala' : 'meron';
  const stakes: number[] = [];
  let left = Math.max(total, config.minStake);
  while (left > 0 && stakes.length < 3) {
    const stake = Math.min(left, config.maxStake);
    stakes.push(stake);
    left -= stake;
  }
  return { side, stakes };
}

/**
 * The sandbox's result of a fight (there is no real fight to watch): meron 48 %, wala 48 %, draw
 * 4 % (draws are rare in the pit), drawn from the seed and the fight's number.
 */
export function sandboxFightResult(seed: string, fightNumber: number): SabongSide {
  const roll = Math.floor(seededRandom(seed, `result:${fightNumber}`)() * 100);
  return roll < 48 ? 'meron' : roll < 96 ? 'wala' : 'draw';
}

/**
 * The crowd's user ids, creating the accounts the first time (idempotent across restarts and
 * instances: the account names are unique).
 */
export async function ensureCrowd(db: Kysely<Database>, now: number): Promise<number[]> {
  const accounts = Array.from({ length: CROWD_SIZE }, (_, i) => `${CROWD_ACCOUNT_PREFIX}${String(i + 1).padStart(2, '0')}`);
  const found = await db.selectFrom('users').select(['id', 'account']).where('account', 'in', accounts).execute();
  const missing = accounts.filter((a) => !found.some((f) => f.account === a));
  if (missing.length > 0) {
    await db
      .insertInto('users')
      .values(
        missing.map((account) => ({
          account,
          phone: null,
          password_hash: null,
          name: `Sandbox crowd ${account.slice(CROWD_ACCOUNT_PREFIX.length)}`,
          email: null,
          birthday: null,
          avatar: 0,
          google_sub: null,
          // Lower case: invite codes are looked up upper-cased, so nobody can sign up under the crowd.
          invite_code: account.replaceAll(':', '-'),
          inviter_id: null,
          give_bonus: 0,
          source: 'sandbox',
          ad_data: null,
          af_id: null,
          fb_ins_id: null,
          verified: 0,
          store_status: 1,
          created_at: now,
          updated_at: now,
          security_changed_at: null,
        })),
      )
      .onConflict((oc) => oc.column('account').doNothing())
      .execute();
  }
  const rows = await db.selectFrom('users').select(['id', 'account']).where('account', 'in', accounts).execute();
  return accounts.map((a) => Number(rows.find((r) => r.account === a)!.id));
}
