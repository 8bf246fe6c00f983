// The promotion pages against a fake x2 server (issue 12 items 9 and 10): the bonus tabs, the
// promotion list kept to pages this brand and build have, the guaranteed claim's refusal, the
// weekly prize progress, the deposit offer sent with the order with its expected bonus, and the
// deposit popup when a real bet is refused for want of funds.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import { GameRefusal, type GameTransport } from '@perya/games/views';
import type { PromoItem } from '@perya/api/contract';
import { testBrand, type TestBrandOverrides } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { ok, refuse, stubApi, type FakeApi } from '../../../test/fakeApi';
import { createServices, type ShellServices } from '../../services/services';
import BonusPage from './BonusPage';
import PromoPage from './PromoPage';
import CashInPage from '../wallet/CashInPage';
import { isShortOfFunds, withDepositPrompt } from './depositPrompt';
import { shareInvite, visiblePromos } from './promoLogic';


let i18n: PeryaI18n;
let routes: FakeApi['routes'];
let calls: FakeApi['calls'];
/** 2026-11-23 12:00 GMT+8. */
const NOW = Date.UTC(2026, 10, 23, 4);
const DAY = 86_400_000;

beforeEach(async () => {
  ({ routes, calls } = stubApi());
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, element: ReactNode, overrides: TestBrandOverrides = {}): ShellServices {
  const services = createServices(testBrand(overrides));
  renderInShell(
    services,
    i18n,
    <>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </>,
  );
  return services;
}

const grant = (id: string, status: 'processing' | 'completed' | 'expired', extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'deposit',
  title: `Grant ${id}`,
  amount: 10_000,
  turnoverRequired: 50_000,
  turnoverDone: 20_000,
  status,
  createTime: NOW - DAY,
  expireTime: NOW + 6 * DAY,
  ...extra,
});

describe('/bonus: the bonus wallet by status (spec §2 bonus list, §4 bonus status, §6 not withdrawable)', () => {
  it('shows processing grants with turnover progress first (play-through: a brand without trading), and each tab asks for its own status', async () => {
    routes['/x2/bonus/list'] = (body) => {
      const { status } = body as { status: string };
      const list = status === 'processing' ? [grant('a', 'processing')] : status === 'expired' ? [grant('b', 'expired', { kind: 'trade' })] : [];
      return ok({ list, total: list.length, pageNum: 1, pageSize: 20, bonusBalance: 12_345 });
    };
    renderAt('/bonus', <BonusPage />, { features: { trading: false } });
    const items = await screen.findAllByTestId('bonus-item');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Grant a');
    expect(items[0]?.textContent).toContain('Deposit bonus');
    expect(within(items[0]!).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('₱200.00 / ₱500.00');
    expect(screen.getByTestId('bonus-balance').textContent).toBe('₱123.45');
    // spec §6: no trading-only bonus where the brand has no trading.
    expect(screen.getByTestId('bonus-rule').textContent).toBe(i18n.t('bonus.playThrough'));
    expect(screen.queryByText('Bonus can be used for trading only and cannot be withdrawn.')).toBeNull();
    expect(calls.find((c) => c.path === '/x2/bonus/list')?.body).toMatchObject({ status: 'processing', pageNum: 1 });

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    await waitFor(() => expect(screen.getByTestId('bonus-item').dataset['status']).toBe('expired'));
    expect(screen.getByTestId('bonus-item').textContent).toContain('Trade bonus');
    expect(screen.getByTestId('bonus-item').textContent).toContain('Expired');
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('No bonuses here yet.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/x2/bonus/list').map((c) => (c.body as { status: string }).status)).toEqual(['processing', 'expired', 'completed']);
  });

  it('spec §6 in a brand with trading the bonus is for trading only: no turnover to chase', async () => {
    routes['/x2/bonus/list'] = () => ok({ list: [grant('a', 'processing')], total: 1, pageNum: 1, pageSize: 20, bonusBalance: 10_000 });
    renderAt('/bonus', <BonusPage />, { features: { trading: true } });
    const [item] = await screen.findAllByTestId('bonus-item');
    expect(screen.getByTestId('bonus-rule').textContent).toBe('Bonus can be used for trading only and cannot be withdrawn.');
    expect(within(item!).queryByRole('progressbar')).toBeNull();
  });

  it('shows the refusal with a retry when the list cannot be read', async () => {
    routes['/x2/bonus/list'] = () => refuse('E0001', 'Network anomaly, please try again later.');
    renderAt('/bonus', <BonusPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

const promo = (id: string, route: string, extra: Partial<PromoItem> = {}): PromoItem => ({
  id,
  kind: 'deposit',
  title: `Promo ${id}`,
  summary: `About ${id}`,
  startTime: null,
  endTime: null,
  route,
  ...extra,
});

describe('/promo: live promotions kept to pages this brand and build have', () => {
  it('links a promotion to its page, turns a deposit route into the deposit, and leaves out the rest', () => {
    const list = [
      promo('bonus', '/bonus'),
      promo('deposit', '/wallet/cash/in'),
      promo('missing', '/nowhere'),
      promo('empty', ''),
      promo('ended', '/bonus', { endTime: NOW - 1 }),
      promo('later', '/bonus', { startTime: NOW + 1 }),
      promo('here', '/promo', { kind: 'guaranteed' }),
    ];
    const has = (to: string) => to === '/bonus';
    const shown = visiblePromos(list, NOW, has, true);
    expect(shown.map((p) => [p.item.id, p.target.kind])).toEqual([
      ['bonus', 'route'],
      ['deposit', 'deposit'],
      ['here', 'none'],
    ]);
    // Without a deposit action in this build the deposit promotion is left out too.
    expect(visiblePromos(list, NOW, has, false).map((p) => p.item.id)).toEqual(['bonus', 'here']);
  });

  it("renders the cards, the guaranteed activities (with the closed event's message) and the weekly prize", async () => {
    routes['/x2/promo/list'] = () => ok({ list: [promo('bonus', '/bonus'), promo('missing', '/games/unknown')] });
    const activity = {
      id: 'g1',
      title: 'Slots safety net',
      actAmount: 50_000,
      gameArray: ['jili_1'],
      startTime: NOW - DAY,
      endTime: NOW + DAY,
      details: 'Lose 500 on slots today and get 50 back.',
      receivedAmount: 0,
      receiveStatus: 'CLAIMABLE',
    };
    routes['/act-guaranteed/getActList'] = () => ok({ list: [activity] });
    routes['/act-guaranteed/receive-bonus/g1'] = () => refuse('E0001', 'The event has been closed.');
    routes['/x2/weekly-lucky-prize/list'] = () =>
      ok({ turnover: 40_000, requiredTurnover: 100_000, loginDays: 2, requiredLoginDays: 3, qualified: false, list: [{ name: 'abc***', amount: 88_800, weekStart: NOW - 7 * DAY }] });
    renderAt('/promo', <PromoPage />);

    const cards = await screen.findAllByTestId('promo-card');
    expect(cards.map((c) => c.textContent)).toEqual([expect.stringContaining('Promo bonus')]);
    expect(cards[0]?.getAttribute('href')).toBe('/bonus');

    const item = await screen.findByTestId('guaranteed-item');
    expect(item.textContent).toContain('Ready to receive');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Receive' }));
    expect((await within(item).findByRole('alert')).textContent).toBe('The event has been closed.');
    expect(calls.some((c) => c.path === '/act-guaranteed/receive-bonus/g1')).toBe(true);

    const weekly = await screen.findByTestId('weekly-prize');
    await waitFor(() => expect(within(weekly).getAllByRole('progressbar')).toHaveLength(2));
    const [turnover, days] = within(weekly).getAllByRole('progressbar');
    expect(turnover?.getAttribute('aria-valuetext')).toBe('₱400.00 / ₱1,000.00');
    expect(days?.getAttribute('aria-valuetext')).toBe('2 / 3 days');
    expect(within(weekly).queryByTestId('weekly-qualified')).toBeNull();
    expect(weekly.textContent).toContain('abc***');
  });

  it('offers a guest the promotions and a login instead of the player-only sections', async () => {
    localStorage.clear();
    routes['/x2/promo/list'] = () => ok({ list: [promo('bonus', '/bonus')] });
    renderAt('/promo', <PromoPage />);
    expect(await screen.findByTestId('promo-card')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/act-guaranteed'))).toBe(false);
  });
});

describe('deposit offers on the cash-in page (spec §7 payListActivity)', () => {
  it('shows the expected bonus of the chosen offer and sends its activityId with the order', async () => {
    routes['/x2/paramConfig/recharge/get'] = () => ok({ presets: [20_000, 100_000], min: 10_000, max: 5_000_000, bonusRateBps: 0, firstDepositBonus: null });
    routes['/x2/app/channel/redis/paychannnel'] = () => ok({ list: [{ id: 'gcash', name: 'GCash', method: 'gcash', kind: 'gcash', min: 10_000, max: 5_000_000, icon: '' }] });
    routes['/x2/payListActivity/upActivity'] = () => ok({ list: [{ id: 'reload', title: 'Reload 10%', minDeposit: 50_000, bonusRateBps: 1_000, maxBonus: 20_000 }] });
    routes['/x2/recharge/v2'] = (body) =>
      ok({ orderNo: 'D9', amount: (body as { amount: number }).amount, status: 'pending', channelId: 'gcash', payUrl: '', qrCode: 'qr', createTime: NOW, expiresAt: NOW + 1_800_000 });
    renderAt('/cashin', <CashInPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('₱1,000'));
    expect((screen.getByRole('radio', { name: 'No offer' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('expected-bonus')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Reload 10%/ }));
    expect(screen.getByTestId('expected-bonus').textContent).toBe('Expected bonus: ₱100.00');
    await user.click(screen.getByTestId('cashin-submit'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cashin/paying?orderNo=D9'));
    expect(calls.find((c) => c.path === '/x2/recharge/v2')?.body).toMatchObject({ amount: 100_000, channelId: 'gcash', activityId: 'reload' });
  });

  it('a player who has not deposited yet sees the first-deposit bonus counted in the expected bonus', async () => {
    routes['/x2/paramConfig/recharge/get'] = () =>
      ok({ presets: [20_000, 100_000], min: 10_000, max: 5_000_000, bonusRateBps: 0, firstDepositBonus: { title: 'First deposit bonus', minDeposit: 10_000, rateBps: 10_000, maxBonus: 50_000 } });
    routes['/x2/app/channel/redis/paychannnel'] = () => ok({ list: [{ id: 'gcash', name: 'GCash', method: 'gcash', kind: 'gcash', min: 10_000, max: 5_000_000, icon: '' }] });
    routes['/x2/payListActivity/upActivity'] = () => ok({ list: [{ id: 'reload', title: 'Reload 10%', minDeposit: 50_000, bonusRateBps: 1_000, maxBonus: 20_000 }] });
    renderAt('/cashin', <CashInPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('₱1,000'));
    // No offer: the first deposit's 100 % up to ₱500.
    expect((await screen.findByTestId('expected-bonus')).textContent).toBe('Expected bonus: ₱500.00');
    expect(screen.getByTestId('first-deposit-bonus').textContent).toBe('Includes First deposit bonus: ₱500.00');
    // With the 10 % offer on top: ₱100 more.
    await user.click(screen.getByRole('radio', { name: /Reload 10%/ }));
    expect(screen.getByTestId('expected-bonus').textContent).toBe('Expected bonus: ₱600.00');
  });

  it('sends no activityId when the player keeps "no offer"', async () => {
    routes['/x2/paramConfig/recharge/get'] = () => ok({ presets: [20_000], min: 10_000, max: 5_000_000, bonusRateBps: 500, firstDepositBonus: null });
    routes['/x2/app/channel/redis/paychannnel'] = () => ok({ list: [{ id: 'gcash', name: 'GCash', method: 'gcash', kind: 'gcash', min: 10_000, max: 5_000_000, icon: '' }] });
    routes['/x2/payListActivity/upActivity'] = () => ok({ list: [{ id: 'reload', title: 'Reload 10%', minDeposit: 50_000, bonusRateBps: 1_000, maxBonus: 0 }] });
    routes['/x2/recharge/v2'] = () => ok({ orderNo: 'D10', amount: 20_000, status: 'pending', channelId: 'gcash', payUrl: '', qrCode: 'qr', createTime: NOW, expiresAt: NOW + 1 });
    renderAt('/cashin', <CashInPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('₱200'));
    // The cash-in config's own rate still gives a bonus without an offer.
    expect((await screen.findByTestId('expected-bonus')).textContent).toBe('Expected bonus: ₱10.00');
    await user.click(screen.getByTestId('cashin-submit'));
    await waitFor(() => expect(calls.some((c) => c.path === '/x2/recharge/v2')).toBe(true));
    expect(calls.find((c) => c.path === '/x2/recharge/v2')?.body).not.toHaveProperty('activityId');
  });
});

describe('the deposit popup when a real bet is refused for want of funds (spec §8)', () => {
  const base = (balance: number, refusal: Error) =>
    ({
      mode: 'real',
      balance: vi.fn(async () => balance),
      play: vi.fn(async () => Promise.reject(refusal)),
      jumpBet: vi.fn(async () => Promise.reject(refusal)),
      sabongBet: vi.fn(async () => Promise.reject(refusal)),
      rounds: vi.fn(async () => []),
    }) as unknown as GameTransport;

  it('says "no balance" at zero and "insufficient funds" otherwise; the refusal still reaches the game', async () => {
    const short = new GameRefusal('insufficientAvailableBalance');
    const onShort = vi.fn();
    const empty = withDepositPrompt(base(0, short), onShort);
    await expect(empty.play({ game: 'dice', stake: 100, chanceX100: 5000, direction: 'over' } as never, 'r1')).rejects.toBe(short);
    await waitFor(() => expect(onShort).toHaveBeenCalledWith('noBalance'));
    const low = withDepositPrompt(base(50, short), onShort);
    await expect(low.jumpBet({ requestId: 'r2', roundId: 'x', stake: 100, autoCashOutX100: null })).rejects.toBe(short);
    await waitFor(() => expect(onShort).toHaveBeenLastCalledWith('insufficientFundsDeposit'));
  });

  it('stays quiet for other refusals and passes everything else through', async () => {
    const onShort = vi.fn();
    const t = withDepositPrompt(base(0, new GameRefusal('networkAnomaly')), onShort);
    await expect(t.sabongBet({ requestId: 'r', fightId: 'f', side: 'meron', stake: 100 })).rejects.toBeInstanceOf(GameRefusal);
    expect(await t.rounds('dice')).toEqual([]);
    expect(t.mode).toBe('real');
    expect(onShort).not.toHaveBeenCalled();
    expect(isShortOfFunds(new Error('insufficientAvailableBalance'))).toBe(false);
  });
});

describe('sharing the invite (spec §8 copy failed)', () => {
  it('uses the share sheet when there is one, and a closed sheet is not an error', async () => {
    const share = vi.fn(async () => undefined);
    const copy = vi.fn(async () => true);
    const data = { title: 'T', text: 'Join', url: 'https://x/i/ABC' };
    expect(await shareInvite(data, { share, copy })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(await shareInvite(data, { share: vi.fn(async () => Promise.reject(abort)), copy })).toBe('cancelled');
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the text and link without a share sheet, and reports a failed copy', async () => {
    const data = { title: 'T', text: 'Join', url: 'https://x/i/ABC' };
    const copy = vi.fn(async () => true);
    expect(await shareInvite(data, { copy })).toBe('copied');
    expect(copy).toHaveBeenCalledWith('Join https://x/i/ABC');
    expect(await shareInvite(data, { share: vi.fn(async () => Promise.reject(new Error('denied'))), copy: async () => false })).toBe('failed');
  });
});
