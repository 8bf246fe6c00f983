// Live prices of the trading pages: the server's price stream (Server-Sent Events, `tick` events
// with every symbol's price) through one EventSource per page, and the demo/real account choice
// (spec §4 "Account mode demo or real, switchable"), kept on the device.
import { useEffect, useRef, useState } from 'react';
import { TRADE_STREAM_EVENT, TRADE_STREAM_PATH, type TradeTick } from '@perya/api/contract';
import { TRADE_ACCOUNTS, type TradeAccount } from '@perya/domain';
import { useServices } from '../../services/services';

/** Storage key of the account the player last traded on (ours; spec §3 local storage lists none for it). */
export const TRADE_ACCOUNT_KEY = 'tradeAccount';

function isTick(value: unknown): value is TradeTick {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { t?: unknown; prices?: unknown };
  return typeof v.t === 'number' && typeof v.prices === 'object' && v.prices !== null;
}

/**
 * Calls `onTick` with every tick the server streams while the page is open (EventSource reconnects
 * by itself). Answers whether the stream is live.
 */
export function useTradeTicks(onTick: (tick: TradeTick) => void): boolean {
  const s = useServices();
  const [live, setLive] = useState(false);
  const latest = useRef(onTick);
  latest.current = onTick;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${s.api.baseUrl}${TRADE_STREAM_PATH}`);
    source.addEventListener(TRADE_STREAM_EVENT, (event) => {
      try {
        const data: unknown = JSON.parse((event as MessageEvent<string>).data);
        if (isTick(data)) {
          setLive(true);
          latest.current(data);
        }
      } catch {
        // A malformed event is dropped: the next tick carries every price again.
      }
    });
    source.onerror = () => setLive(false);
    return () => source.close();
  }, [s.api.baseUrl]);
  return live;
}

/** The latest streamed price of each symbol (absent until the first tick). */
export function useLivePrices(): { prices: Readonly<Record<string, number>>; live: boolean } {
  const [prices, setPrices] = useState<Readonly<Record<string, number>>>({});
  const live = useTradeTicks((tick) => setPrices(tick.prices));
  return { prices, live };
}

/** The account the player trades on, demo until they pick real; remembered on the device. */
export function useTradeAccount(): [TradeAccount, (next: TradeAccount) => void] {
  const s = useServices();
  const stored = s.kv.get(TRADE_ACCOUNT_KEY);
  const [account, setAccount] = useState<TradeAccount>((TRADE_ACCOUNTS as readonly string[]).includes(stored ?? '') ? (stored as TradeAccount) : 'demo');
  return [
    account,
    (next) => {
      s.kv.set(TRADE_ACCOUNT_KEY, next);
      setAccount(next);
    },
  ];
}

/** Whole seconds left until `at` (never negative), ticking every second while mounted. */
export function useSecondsLeft(at: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [at]);
  return at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}
