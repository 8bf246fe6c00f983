// The trading pages against a fake x2 server (issue 14): the market tabs crypto, all, currency and
// search (spec §1), and the up/down ticket: a bad invest is refused on screen before any call, a
// good one sends the chosen direction, expiry and account, and the server's refusal is shown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import { MESSAGES, TRADE_SYMBOLS } from '@perya/domain';
import { testBrand } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { refuse, stubApi, type FakeApi } from '../../../test/fakeApi';
import { createServices } from '../../services/services';
import TradePage from './TradePage';
import TradeDetailPage from './TradeDetailPage';

// The chart draws on a canvas, which the test DOM has not: a stand-in with its props.
vi.mock('./PriceChart', () => ({ default: (p: { label: string }) => <div data-testid="trade-chart">{p.label}</div> }));

let i18n: PeryaI18n;
let api: FakeApi;

const markets = {
  tickMs: 1000,
  expiries: [30, 60, 300],
  minInvest: 100,
  maxInvest: 1_000_000,
  markets: TRADE_SYMBOLS.map((s, i) => ({
    symbol: s.symbol,
    name: s.name,
    category: s.category,
    decimals: s.decimals,
    price: 100_000 + i,
    changeBps: i % 2 === 0 ? 120 : -80,
    profitPct: { 30: s.profitPct[30], 60: s.profitPct[60], 300: s.profitPct[300] },
  })),
};

beforeEach(async () => {
  vi.stubGlobal('EventSource', undefined);
  api = stubApi({
    '/x2/trade/markets': () => markets,
    '/x2/trade/prices': () => ({ symbol: 'BTCUSDT', tickMs: 1000, times: [1, 2], prices: [100_000, 100_001] }),
    '/x2/trade/accounts': () => ({ demo: 10_000, real: 50_000, bonus: 0 }),
    '/x2/trade/orders': () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
  });
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, element: ReactNode) {
  const services = createServices(testBrand({ features: { trading: true } }));
  renderInShell(
    services,
    i18n,
    <>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={element} />
        </Routes>
      </MemoryRouter>
    </>,
  );
}

const shown = () => screen.getAllByTestId('trade-market').map((el) => el.getAttribute('data-symbol'));

describe('spec §1 market tabs', () => {
  it('shows crypto first, then all, currency and a search by name', async () => {
    const user = userEvent.setup();
    renderAt('/trade', <TradePage />);
    await waitFor(() => expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'DOGEUSDT']));
    await user.click(screen.getByRole('tab', { name: 'Currency' }));
    await waitFor(() => expect(shown()).toEqual(['EURUSD', 'GBPUSD', 'USDJPY', 'USDPHP']));
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(shown()).toHaveLength(TRADE_SYMBOLS.length));
    await user.click(screen.getByRole('tab', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), 'usd/j');
    await waitFor(() => expect(shown()).toEqual(['USDJPY']));
    expect(screen.getByTestId('trade-market').getAttribute('href')).toContain('/trade/detail?symbol=USDJPY');
  });
});

describe('the up/down ticket (spec §3 invest, expiry, profit, direction; §4 demo or real)', () => {
  it('refuses an invest below the minimum on screen, without a call', async () => {
    const user = userEvent.setup();
    renderAt('/trade/detail?symbol=BTCUSDT', <TradeDetailPage />);
    const invest = await screen.findByTestId('trade-invest');
    await user.clear(invest);
    await user.type(invest, '0.50');
    await user.click(screen.getByTestId('trade-up'));
    expect(screen.getByTestId('trade-problem').textContent).toBe(MESSAGES.amountBelowMin);
    expect(api.calls.some((c) => c.path === '/x2/trade/order/place')).toBe(false);
  });

  it('places the chosen direction, expiry and account, and shows the server refusal', async () => {
    const user = userEvent.setup();
    api.routes['/x2/trade/order/place'] = () => refuse('20001', MESSAGES.insufficientAvailableBalance, 200);
    renderAt('/trade/detail?symbol=BTCUSDT', <TradeDetailPage />);
    await screen.findByTestId('trade-invest');
    await user.click(screen.getByTestId('trade-account-real'));
    await user.click(screen.getByTestId('trade-expiry-300'));
    expect(screen.getByTestId('trade-potential').textContent).toBe('+₱9.00');
    await user.click(screen.getByTestId('trade-down'));
    await waitFor(() => expect(screen.getByTestId('trade-problem').textContent).toBe(MESSAGES.insufficientAvailableBalance));
    const placed = api.calls.find((c) => c.path === '/x2/trade/order/place');
    expect(placed?.body).toEqual({ symbol: 'BTCUSDT', direction: 'down', invest: 1_000, expirySeconds: 300, account: 'real', funding: 'main' });
  });
});
