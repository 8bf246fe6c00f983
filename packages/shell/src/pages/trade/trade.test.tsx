// The trading pages against a fake x2 server (issue 14): the market tabs crypto, all, currency and
// search (spec §1), and the up/down ticket: a bad invest is refused on screen before any call, a
// good one sends the chosen direction, expiry and account, and the server's refusal is shown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
    expect(within(screen.getByTestId('trade-market')).getByRole('link').getAttribute('href')).toContain('/trade/detail?symbol=USDJPY');
  });
});

const placed = () => api.calls.filter((c) => c.path === '/x2/trade/order/place');

describe('the up/down ticket (spec §3 invest, expiry, profit, direction; §4 demo or real)', () => {
  it('refuses an invest below the minimum on its field, without a call', async () => {
    const user = userEvent.setup();
    renderAt('/trade/detail?symbol=BTCUSDT', <TradeDetailPage />);
    const invest = await screen.findByTestId('trade-invest');
    await user.clear(invest);
    await user.type(invest, '0.50');
    await user.click(screen.getByTestId('trade-up'));
    expect(await screen.findByText(MESSAGES.amountBelowMin)).toBeTruthy();
    expect(invest.getAttribute('aria-invalid')).toBe('true');
    expect(placed()).toHaveLength(0);
  });

  it('refuses an empty or unreadable invest and one above the maximum, then clears the error once fixed', async () => {
    const user = userEvent.setup();
    renderAt('/trade/detail?symbol=BTCUSDT', <TradeDetailPage />);
    const invest = await screen.findByTestId('trade-invest');
    await user.clear(invest);
    await user.click(screen.getByTestId('trade-down'));
    expect(await screen.findByText(MESSAGES.amountRequired)).toBeTruthy();
    await user.type(invest, 'abc');
    expect(screen.getByText(MESSAGES.amountRequired)).toBeTruthy();
    await user.clear(invest);
    await user.type(invest, '10000.01');
    expect(await screen.findByText(MESSAGES.amountAboveMax)).toBeTruthy();
    await user.clear(invest);
    await user.type(invest, '25');
    await waitFor(() => expect(invest.getAttribute('aria-invalid')).toBeNull());
    expect(placed()).toHaveLength(0);
  });

  it('sets the invest from a quick amount and the steppers, and shows the profit at the chosen expiry', async () => {
    const user = userEvent.setup();
    renderAt('/trade/detail?symbol=BTCUSDT', <TradeDetailPage />);
    const invest = (await screen.findByTestId('trade-invest')) as HTMLInputElement;
    expect(invest.value).toBe('10.00');
    // BTC/USDT pays 85 % at 1 min: D$10.00 makes D$8.50 (the demo account is the first).
    expect(screen.getByTestId('trade-pct').textContent).toBe('+85%');
    expect(screen.getByTestId('trade-potential').textContent).toBe('+D$8.50');
    await user.click(screen.getByTestId('trade-quick-10000'));
    expect(invest.value).toBe('100.00');
    expect(screen.getByTestId('trade-quick-10000').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Invest more' }));
    expect(invest.value).toBe('110.00');
    await user.click(screen.getByTestId('trade-expiry-30'));
    expect(screen.getByTestId('trade-pct').textContent).toBe('+80%');
    expect(screen.getByTestId('trade-potential').textContent).toBe('+D$88.00');
    // The − step never goes below the minimum invest.
    await user.click(screen.getByTestId('trade-quick-1000'));
    await user.click(screen.getByRole('button', { name: 'Invest less' }));
    expect(invest.value).toBe('1.00');
  });

  it('places the chosen direction, expiry and account, and shows the server refusal', async () => {
    const user = userEvent.setup();
    api.routes['/x2/trade/order/place'] = () => refuse('20001', MESSAGES.insufficientAvailableBalance, 200);
    renderAt('/trade/detail?symbol=BTCUSDT', <TradeDetailPage />);
    await screen.findByTestId('trade-invest');
    await user.click(screen.getByRole('radio', { name: 'Real account' }));
    await user.click(screen.getByTestId('trade-expiry-300'));
    expect(screen.getByTestId('trade-potential').textContent).toBe('+₱9.00');
    await user.click(screen.getByTestId('trade-down'));
    await waitFor(() => expect(screen.getByTestId('trade-problem').textContent).toBe(MESSAGES.insufficientAvailableBalance));
    expect(placed()[0]?.body).toEqual({ symbol: 'BTCUSDT', direction: 'down', invest: 1_000, expirySeconds: 300, account: 'real', funding: 'main' });
  });

  it('invests a real trade from the bonus wallet when the player turns it on; a demo trade sends no funding', async () => {
    const user = userEvent.setup();
    api.routes['/x2/trade/accounts'] = () => ({ demo: 10_000, real: 50_000, bonus: 2_000 });
    api.routes['/x2/trade/order/place'] = () => refuse('20001', MESSAGES.insufficientAvailableBalance, 200);
    renderAt('/trade/detail?symbol=BTCUSDT', <TradeDetailPage />);
    await screen.findByTestId('trade-invest');
    await user.click(screen.getByRole('radio', { name: 'Demo account' }));
    await user.click(screen.getByTestId('trade-up'));
    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0]?.body).toEqual({ symbol: 'BTCUSDT', direction: 'up', invest: 1_000, expirySeconds: 60, account: 'demo' });
    await user.click(screen.getByRole('radio', { name: 'Real account' }));
    await user.click(await screen.findByRole('switch'));
    expect(screen.getByTestId('trade-balance').textContent).toBe('₱20.00');
    await user.click(screen.getByTestId('trade-up'));
    await waitFor(() => expect(placed()).toHaveLength(2));
    expect(placed()[1]?.body).toMatchObject({ account: 'real', funding: 'bonus' });
  });
});
