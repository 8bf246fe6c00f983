// The small part of the wallet logic the deposit button needs on every page (kept apart from
// walletLogic.ts so the start-up bundle does not carry the form rules).
import { needsPayerTaxId, type Market, type PayMethodId } from '@perya/domain';

/** A deposit method as /x2/app/channel/redis/paychannnel lists it. */
export interface PayMethod {
  readonly id: string;
  /** Which method it is: its mark, the name of its code, whether it takes a payer form. */
  readonly method: PayMethodId;
  readonly kind: 'page' | 'pix' | 'qr' | 'gcash';
  readonly min: number;
  readonly max: number;
}

/**
 * Pix asks for the payer's name, email and CPF/CNPJ (spec §3 deposit form, §5 required fields),
 * only where the player's market is Brazil (@perya/domain needsPayerTaxId).
 */
export function needsPayerForm(method: Pick<PayMethod, 'method'> | undefined, market: Market): boolean {
  return needsPayerTaxId(market, method?.method);
}

/** A fresh idempotency key for one submission of a money form (retries reuse it). */
export function newRequestId(random: () => number = Math.random, now: () => number = Date.now): string {
  const rand = Array.from({ length: 12 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `w${now().toString(36)}${rand}`;
}
