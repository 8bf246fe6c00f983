// The promotion pages' choices that are not drawing: which promotions a player is offered, where a
// promotion card leads, how a status is toned, the invite share. Pure, so the tests pin them.
import type { PromoItem } from '@perya/api/contract';

/** Where a promotion card leads: the brand's deposit action, an in-app route, or nowhere. */
export type PromoTarget = { readonly kind: 'deposit' } | { readonly kind: 'route'; readonly to: string } | { readonly kind: 'none' };

/** The deposit entry routes (spec §2): a card pointing there opens the brand's own deposit instead. */
const DEPOSIT_PATHS: readonly string[] = ['/cashin', '/wallet/cash/in'];
/** The promotion pages themselves: a card pointing back here has its content on this page. */
const PROMO_PATHS: readonly string[] = ['/promo', '/v3Promo'];

export function pathOfRoute(to: string): string {
  const path = to.split(/[?#]/)[0] ?? to;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Where a promotion leads in this brand. `hasRoute` answers whether the brand registers a route
 * and this build has its page (a card to a page the build lacks would be a dead end). A deposit
 * route becomes the brand's deposit action (a popup on black-gold, spec §2), when it has one.
 */
export function promoTarget(item: Pick<PromoItem, 'route'>, hasRoute: (to: string) => boolean, canDeposit: boolean): PromoTarget {
  const route = item.route.trim();
  if (route === '' || !route.startsWith('/')) return { kind: 'none' };
  const path = pathOfRoute(route);
  if (DEPOSIT_PATHS.includes(path)) return canDeposit ? { kind: 'deposit' } : { kind: 'none' };
  if (PROMO_PATHS.includes(path)) return { kind: 'none' };
  return hasRoute(route) ? { kind: 'route', to: route } : { kind: 'none' };
}

/** Running now: started (or always on) and not ended. */
export function isPromoLive(item: Pick<PromoItem, 'startTime' | 'endTime'>, nowMs: number): boolean {
  return (item.startTime === null || item.startTime <= nowMs) && (item.endTime === null || nowMs < item.endTime);
}

/**
 * The promotions a player is offered on /promo and /v3Promo: live ones whose card leads somewhere
 * this build has, plus those whose content is on the promotion page itself (guaranteed payout,
 * weekly prize: their sections are right below). A promotion pointing at a page this brand or
 * build does not have is left out rather than shown as a card that goes nowhere.
 */
export function visiblePromos(
  list: readonly PromoItem[],
  nowMs: number,
  hasRoute: (to: string) => boolean,
  canDeposit: boolean,
): { item: PromoItem; target: PromoTarget }[] {
  return list
    .filter((item) => isPromoLive(item, nowMs))
    .map((item) => ({ item, target: promoTarget(item, hasRoute, canDeposit) }))
    .filter(({ item, target }) => target.kind !== 'none' || PROMO_PATHS.includes(pathOfRoute(item.route.trim())));
}

export type Tone = 'success' | 'pending' | 'danger' | 'info';

export function guaranteedTone(status: string): Tone {
  if (status === 'CLAIMABLE') return 'success';
  if (status === 'RECEIVED') return 'info';
  if (status === 'CLOSED') return 'danger';
  return 'pending';
}

export function bonusTone(status: 'processing' | 'completed' | 'expired'): Tone {
  return status === 'completed' ? 'success' : status === 'expired' ? 'danger' : 'pending';
}

/** The two route sets of the invite pages (spec §2): older /invite, /invite/records; v3 /v3invite, /v3inviteDetail. */
export function invitePaths(pathname: string): { readonly home: string; readonly records: string; readonly v3: boolean } {
  const v3 = pathname.startsWith('/v3');
  return v3 ? { home: '/v3invite', records: '/v3inviteDetail', v3 } : { home: '/invite', records: '/invite/records', v3 };
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareDeps {
  /** navigator.share where the browser has it (most mobile browsers), else undefined. */
  readonly share?: ((data: ShareData) => Promise<void>) | undefined;
  /** Copies text; resolves false when the copy failed. */
  readonly copy: (text: string) => Promise<boolean>;
}

/**
 * Share the invite: the system share sheet when there is one; the player closing it is not an
 * error. Without a share sheet (desktop, old WebViews) or when it fails, the link is copied
 * instead; a failed copy is the spec §8 "copy failed".
 */
export async function shareInvite(data: { title: string; text: string; url: string }, deps: ShareDeps): Promise<ShareOutcome> {
  if (deps.share) {
    try {
      await deps.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await deps.copy(`${data.text} ${data.url}`)) ? 'copied' : 'failed';
}
