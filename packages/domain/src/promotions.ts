// Promotion rules of spec §6 and the bonus popup trigger of spec §7.

/**
 * spec §6 wheel promotion: it needs a deposit, and guests may register to play it free. What the
 * wheel button does: 'register' for a guest (sign up, then the free play), 'deposit' for a
 * logged-in player who has not deposited and has no free play left, else 'spin'.
 */
export function wheelAction(input: {
  readonly loggedIn: boolean;
  readonly hasDeposited: boolean;
  /** A free play granted at registration and not used yet. */
  readonly hasFreePlay: boolean;
}): 'register' | 'deposit' | 'spin' {
  if (!input.loggedIn) return 'register';
  if (input.hasFreePlay || input.hasDeposited) return 'spin';
  return 'deposit';
}

/** spec §7 POST /x2/payListActivity/bonus: a number above 0 opens the bonus popup. */
export function shouldOpenBonusPopup(value: unknown): boolean {
  // A blank string reads as 0; Number.isFinite is false for anything that is not a number.
  const n = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(n) && Number(n) > 0;
}

/** spec §7 register payload giveBonus: 1 when the registration comes from the app, else 0. */
export function giveBonusFlag(fromApp: boolean): 0 | 1 {
  return fromApp ? 1 : 0;
}

/**
 * spec §6 "bonus usable only for trading, not withdrawable": the amount a player may withdraw is
 * the main wallet balance only; the bonus and points wallets never count (minor units).
 */
export function withdrawableMinor(wallets: { readonly mainMinor: number; readonly bonusMinor?: number }): number {
  return Math.max(0, wallets.mainMinor);
}

/**
 * Issue 24 promo cards (spec §3 banners, our design): the amount a home banner or promo card tied
 * to a promotion kind shows, from the live promotions: the largest amount among promotions of that
 * kind (several deposit offers: the best). undefined when the card names no kind, or no live
 * promotion of it names a sum: the card then shows no amount, never an invented one.
 */
export function offerAmount<K extends string>(
  promotions: readonly { readonly kind: K; readonly amount?: number | undefined }[],
  kind: K | undefined,
): number | undefined {
  let best: number | undefined;
  for (const p of promotions) {
    const amount = p.kind === kind ? (p.amount ?? 0) : 0;
    if (amount > (best ?? 0)) best = amount;
  }
  return best;
}
