// What the lotto pages compute on the device: the server's clock, a lucky pick, the win a ticket
// would pay, and the proof that a drawn draw recomputes from its revealed seed.
import { LOTTO_RULES, lottoNumbersFromDigest, lottoOrders, SWERTRES_STRAIGHT_MULTIPLIER, LOTTO642_PRIZES, type LottoBetType, type LottoGame } from '@perya/domain';

/** The server's clock as seen from here: countdowns follow it, not the phone's. */
export function serverClock(serverTime: number, receivedAt: number): () => number {
  const offset = serverTime - receivedAt;
  return () => Date.now() + offset;
}

/** A random valid pick (the "lucky pick"), from the device's CSPRNG. */
export function luckyPick(game: LottoGame, random: (n: number) => number = secureIndex): number[] {
  const r = LOTTO_RULES[game];
  const span = r.max - r.min + 1;
  if (!r.distinct) return Array.from({ length: r.count }, () => r.min + random(span));
  const pool = Array.from({ length: span }, (_, i) => r.min + i);
  for (let i = 0; i < r.count; i++) {
    const j = i + random(span - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, r.count).sort((a, b) => a - b);
}

function secureIndex(n: number): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return Math.floor(((buf[0] ?? 0) * n) / 0x1_0000_0000);
}

/** The top prize a ticket can win (domain rules): what "Win ₱…" shows before buying. */
export function topPrize(game: LottoGame, betType: LottoBetType, pick: readonly number[], stake: number): number {
  if (game === 'lotto642') return ((LOTTO642_PRIZES[6] ?? 0) * stake) / LOTTO_RULES.lotto642.stakeStep;
  const full = stake * SWERTRES_STRAIGHT_MULTIPLIER;
  return betType === 'straight' ? full : full / lottoOrders(pick.length === 3 ? pick : [0, 1, 2]);
}

/** Stakes offered as chips (minor units): the game's steps up to its maximum. */
export function stakeChoices(game: LottoGame): number[] {
  const r = LOTTO_RULES[game];
  return [1, 2, 5, 10, 50].map((k) => k * r.stakeStep).filter((s) => s >= r.minStake && s <= r.maxStake);
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** HMAC-SHA256 and SHA-256 by the browser's own WebCrypto (independent of this app's code). */
async function webCrypto(seed: string, message: string): Promise<{ hash: string; digest: string }> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const [hash, digest] = await Promise.all([crypto.subtle.digest('SHA-256', enc.encode(seed)), crypto.subtle.sign('HMAC', key, enc.encode(message))]);
  return { hash: hex(hash), digest: hex(digest) };
}

export interface DrawProof {
  readonly game: LottoGame;
  readonly drawId: string;
  readonly seedHash: string;
  readonly serverSeed: string;
  readonly numbers: readonly number[];
}

/**
 * True when the revealed seed hashes to the commitment published before sales, and
 * lottoNumbersFromDigest(HMAC_SHA256(seed, drawId)) gives the drawn numbers in draw order. Without
 * WebCrypto (a page served over plain http) the app's own SHA-256 does it.
 */
export async function drawProofHolds(draw: DrawProof): Promise<boolean> {
  let hash: string;
  let digest: string;
  if (typeof crypto !== 'undefined' && crypto.subtle !== undefined) ({ hash, digest } = await webCrypto(draw.serverSeed, draw.drawId));
  else {
    const { hashServerSeed, hmacSha256Hex } = await import('@perya/games/engines');
    hash = hashServerSeed(draw.serverSeed);
    digest = hmacSha256Hex(draw.serverSeed, draw.drawId);
  }
  if (hash !== draw.seedHash.toLowerCase()) return false;
  const numbers = lottoNumbersFromDigest(draw.game, digest);
  return numbers.length === draw.numbers.length && numbers.every((n, i) => n === draw.numbers[i]);
}
