// The small part of the wallet logic the deposit button needs on every page (kept apart from
// walletLogic.ts so the start-up bundle does not carry the form rules).

/** A deposit method as /x2/app/channel/redis/paychannnel lists it. */
export interface PayMethod {
  readonly id: string;
  readonly kind: 'page' | 'pix' | 'qr' | 'gcash';
  readonly min: number;
  readonly max: number;
}

/** Pix asks for the payer's name, email and CPF/CNPJ (spec §3 deposit form, §5 required fields). */
export function needsPayerForm(method: Pick<PayMethod, 'kind'> | undefined): boolean {
  return method?.kind === 'pix';
}

/** A fresh idempotency key for one submission of a money form (retries reuse it). */
export function newRequestId(random: () => number = Math.random, now: () => number = Date.now): string {
  const rand = Array.from({ length: 12 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `w${now().toString(36)}${rand}`;
}
