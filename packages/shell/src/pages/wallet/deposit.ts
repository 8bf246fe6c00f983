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

/**
 * A deposit method's name in the player's language (issue 23 item 2: wallet.payMethods, the same
 * words on the cash-in page, the black-gold popup and the code's name). Two channels of one method
 * keep the operator's own names apart after it.
 */
export function payMethodName(
  t: (key: `wallet.payMethods.${PayMethodId}`) => string,
  channel: { readonly id: string; readonly method: PayMethodId; readonly name: string },
  list: readonly { readonly id: string; readonly method: PayMethodId }[],
): string {
  const name = t(`wallet.payMethods.${channel.method}`);
  const shared = list.some((other) => other.id !== channel.id && other.method === channel.method);
  const own = channel.name.trim();
  return shared && own !== '' && own !== name ? `${name} · ${own}` : name;
}
