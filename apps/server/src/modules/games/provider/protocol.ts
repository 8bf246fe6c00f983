// The seamless-wallet protocol between a game provider and this server (our design; the spec shows
// none): the provider calls POST /provider/wallet/{balance|debit|credit|rollback} with a JSON body
// and three headers. The signature is hex HMAC-SHA256(sharedSecret, `${timestamp}.${rawBody}`);
// a call older or newer than SIGNATURE_MAX_SKEW_MS is refused, so a captured call cannot be
// replayed later (an exact replay inside the window is harmless: every call is idempotent by round).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const PROVIDER_HEADERS = {
  provider: 'x-provider',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

export const WALLET_PATHS = {
  balance: '/provider/wallet/balance',
  debit: '/provider/wallet/debit',
  credit: '/provider/wallet/credit',
  rollback: '/provider/wallet/rollback',
} as const;
export type WalletAction = keyof typeof WALLET_PATHS;

const sessionToken = z.string().min(16).max(128);
const roundId = z.string().min(1).max(128).regex(/^[A-Za-z0-9_.:-]+$/);
const amount = z.number().int().nonnegative().max(10_000_000_000);

export const walletRequests = {
  balance: z.object({ sessionToken }),
  /** Takes the stake of a round; once per round id. gameId: the launch session's provider_gameId. */
  debit: z.object({ sessionToken, roundId, gameId: z.string().min(1).max(64), amount: amount.min(1) }),
  /**
   * Pays a round's win (0 for a loss) and closes it; once per round id. Refused above the round's
   * stake × the game's maxMultiplier (catalogue), or for a round never debited.
   */
  credit: z.object({ sessionToken, roundId, gameId: z.string().min(1).max(64), amount }),
  /** Gives back a round's stake (the provider could not finish it); once per round id. */
  rollback: z.object({ sessionToken, roundId, gameId: z.string().min(1).max(64) }),
} as const;

export const walletResponse = z.object({
  /** The player's main balance after the call, minor units. */
  balance: z.number().int().nonnegative(),
  /** True when this round id had already done this: nothing moved now. */
  replayed: z.boolean(),
});
export type WalletResponse = z.output<typeof walletResponse>;

export function signBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** True when the signature is the secret's for this body and the timestamp is recent. */
export function verifySignature(secret: string, timestamp: string | undefined, signature: string | undefined, rawBody: string, now: number): boolean {
  if (timestamp === undefined || signature === undefined || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_MAX_SKEW_MS) return false;
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Headers of a signed call (what a provider, or the sandbox, sends). */
export function signedHeaders(secret: string, provider: string, rawBody: string, now: number): Record<string, string> {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    [PROVIDER_HEADERS.provider]: provider,
    [PROVIDER_HEADERS.timestamp]: timestamp,
    [PROVIDER_HEADERS.signature]: signBody(secret, timestamp, rawBody),
  };
}
