// The one door every start-up marketing popup goes through (Telegram, sign-in, deposit bonus, daily
// guaranteed bonus, the child app's migration tips): it opens them one at a time, never over a game
// or another popup, and no more per arrival than the domain's etiquette allows.
import { marketingPopupDecision, type MarketingPopup } from '@perya/domain';
import type { PopupHandle, PopupStore } from '@perya/ui/popups';
import type { KeyValueStore } from '../platform/storage';

/**
 * Opens the popup now (and records it as shown), or answers null when, looked at again, there is
 * nothing to show after all. It may first ask the server (a deposit bonus is told once).
 */
export type ShowMarketingPopup = () => PopupHandle | null | Promise<PopupHandle | null>;

export interface MarketingGate {
  /**
   * A marketing popup is due. Answers true once it opened; false when this arrival has had its
   * share (it is then not recorded as shown, so it is due again at the next arrival), or when
   * `show` found nothing to show.
   */
  offer(popup: MarketingPopup, show: ShowMarketingPopup): Promise<boolean>;
  /** Look again: the route changed. (Popups closing are followed by the gate itself.) */
  poke(): void;
}

export interface MarketingGateDeps {
  readonly popups: PopupStore;
  readonly kv: Pick<KeyValueStore, 'get' | 'set'>;
  /** The route path the player is on. */
  pathname(): string;
  /** The signed-in account, null for a guest. */
  account(): string | null;
}

/** Local-storage key recording that an account (or this device's guest) has been shown a marketing popup. */
export function marketingArrivedKey(account: string | null): string {
  return `marketingSeen.${account ?? 'guest'}`;
}

interface Pending {
  readonly popup: MarketingPopup;
  readonly show: ShowMarketingPopup;
  readonly done: (opened: boolean) => void;
}

export function createMarketingGate(deps: MarketingGateDeps): MarketingGate {
  /** This arrival: whose it is, whether it is their first, and how many popups it showed. */
  let arrival: { account: string | null; first: boolean; shown: number } | null = null;
  let pending: Pending[] = [];
  let showing = false;

  const currentArrival = () => {
    const account = deps.account();
    // A log in (or out) starts another player's arrival.
    if (arrival === null || arrival.account !== account) arrival = { account, first: deps.kv.get(marketingArrivedKey(account)) !== '1', shown: 0 };
    return arrival;
  };

  const poke = () => {
    if (showing || pending.length === 0) return;
    const now = currentArrival();
    const decision = marketingPopupDecision({
      pathname: deps.pathname(),
      popupOpen: deps.popups.getSnapshot().stack.length > 0,
      firstArrival: now.first,
      shownThisArrival: now.shown,
    });
    if (decision === 'wait') return;
    if (decision === 'skip') {
      const skipped = pending;
      pending = [];
      for (const p of skipped) p.done(false);
      return;
    }
    const next = pending.shift()!;
    showing = true;
    const failed = (error: unknown) => {
      console.warn(`marketing popup ${next.popup} failed`, error);
      return null;
    };
    const finish = (handle: PopupHandle | null) => {
      showing = false;
      if (handle !== null) {
        now.shown += 1;
        deps.kv.set(marketingArrivedKey(now.account), '1');
      }
      next.done(handle !== null);
      poke();
    };
    // A popup at hand opens in this very call (its caller may look for it at once); one that first
    // asks the server opens when the answer is in, and nothing else opens meanwhile.
    let shown: ReturnType<ShowMarketingPopup>;
    try {
      shown = next.show();
    } catch (error) {
      shown = failed(error);
    }
    if (shown instanceof Promise) void shown.catch(failed).then(finish);
    else finish(shown);
  };

  deps.popups.subscribe(poke);

  return {
    offer(popup, show) {
      return new Promise<boolean>((resolve) => {
        if (pending.some((p) => p.popup === popup)) {
          resolve(false);
          return;
        }
        pending.push({ popup, show, done: resolve });
        poke();
      });
    },
    poke,
  };
}
