// Wallet pages against a fake x2 server (issue 6 §4): the Pix path of a pt-BR brand from the
// cash-in popup to /cashin's payer form (name, email, CPF) and on to the waiting step; the cash-out
// result page following a withdrawal until it is paid out or returned; the records' order status.
// Times are GMT+8 (spec §9) whatever the zone of the machine running the test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import type { LocaleCode } from '@perya/domain';
import type { BrandConfig } from '../../brand/BrandConfig';
import { testBrand } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { refuse, stubApi, type FakeApi } from '../../../test/fakeApi';
import { createServices, type ShellServices } from '../../services/services';
import { useDeposit } from '../useDeposit';
import CashInPage from './CashInPage';
import CashOutResultPage from './CashOutResultPage';
import RecordPage from './RecordPage';

function brand(locale: LocaleCode): BrandConfig {
  // A pt-BR brand serves Brazil (Pix, CPF); every other test brand the Philippines.
  return testBrand({ appCode: 'testbr', market: locale === 'pt-BR' ? 'BR' : 'PH', locales: [locale], defaultLocale: locale, wallet: { cashIn: { kind: 'popup' }, cashOut: { kind: 'route', path: '/cashout' } }, popupSet: 'blackGold' });

}

/** An instant at hh:mm GMT+8 on 2026-11-23. */
const gmt8 = (h: number, m = 0) => Date.UTC(2026, 10, 23, h - 8, m);

let i18n: PeryaI18n;
let routes: FakeApi['routes'];
let calls: FakeApi['calls'];

beforeEach(() => {
  ({ routes, calls } = stubApi());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function DepositButton() {
  const deposit = useDeposit();
  return deposit ? (
    <button type="button" onClick={deposit}>
      deposit
    </button>
  ) : null;
}

async function renderAt(path: string, locale: LocaleCode = 'en-PH'): Promise<ShellServices> {
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: locale });
  const services = createServices(brand(locale));
  renderInShell(
    services,
    i18n,
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<DepositButton />} />
        <Route path="/cashin" element={<CashInPage />} />
        <Route path="/cashin/paying" element={<p>paying page</p>} />
        <Route path="/cashout/result" element={<CashOutResultPage />} />
        <Route path="/record" element={<RecordPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return services;
}

describe('Pix on a Brazilian (pt-BR) brand: cash-in popup → /cashin payer form → waiting step', () => {
  it('hands a Pix choice to /cashin, asks name, e-mail and CPF there, and sends them with the order', async () => {
    routes['/x2/paramConfig/recharge/get'] = () => ({ presets: [20_000, 50_000], min: 10_000, max: 5_000_000, bonusRateBps: 0, firstDepositBonus: null });
    // A Brazilian account: its market decides that Pix takes the payer form.
    routes['/x2/user/info'] = () => ({
      userId: '1001', name: 'Maria', phone: '+5511912345678', checkPhone: true, email: '', birthday: '', deposit: 0, balance: 0, bonus: 0, points: 0,
      verified: true, protectMigration: false, giveBonus: false, isNopayUser: true, bindInfoStatus: 0, storeStatus: 1, avatar: 0, vipLevel: 0, vipName: 'Bronze', inviteCode: 'ABC123', createTime: 0, market: 'BR', currency: 'BRL',
    });
    routes['/x2/app/channel/redis/paychannnel'] = () => ({
      list: [
        { id: 'pix', name: 'Pix', method: 'pix', kind: 'pix', min: 10_000, max: 1_000_000, icon: '' },
        { id: 'gcash', name: 'GCash', method: 'gcash', kind: 'gcash', min: 10_000, max: 1_000_000, icon: '' },
      ],
    });
    routes['/x2/recharge/v2'] = (body) => ({
      orderNo: 'D1',
      amount: (body as { amount: number }).amount,
      status: 'pending',
      channelId: 'pix',
      payUrl: '',
      qrCode: '000201pix',
      createTime: gmt8(12),
      expiresAt: gmt8(12, 30),
    });
    const services = await renderAt('/', 'pt-BR');
    const open = vi.spyOn(services.popups, 'open');
    const update = vi.spyOn(services.popups, 'update');
    const user = userEvent.setup();
    await user.click(await screen.findByText('deposit'));

    // The black-gold cash-in popup opens at the tap with skeleton rows (issue 23: no modal loading
    // card), then takes the channels of the market, in its order, each with its mark and its name
    // in the player's language (GCash is no Brazilian method); choosing Pix goes to /cashin.
    await waitFor(() => expect(open).toHaveBeenCalledWith('cashIn', expect.objectContaining({ loading: true })));
    expect(open).not.toHaveBeenCalledWith('loading', expect.anything(), expect.anything());
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ loading: false })));
    const props = update.mock.calls.find(([, p]) => 'methods' in p)?.[1] as { onSubmit(v: { amount: number; method: string }): void; methods: { id: string; label: string; method: string }[] };
    expect(props.methods).toEqual([{ id: 'pix', label: 'Pix', method: 'pix' }]);
    props.onSubmit({ amount: 50_000, method: 'pix' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cashin?amount=50000&method=pix'));
    expect(calls.filter((c) => c.path === '/x2/recharge/v2')).toEqual([]);

    // The payer form, in Portuguese; nothing is sent until name, e-mail and CPF are valid.
    const name = await screen.findByLabelText('Nome completo');
    await user.click(screen.getByTestId('cashin-submit'));
    expect(calls.filter((c) => c.path === '/x2/recharge/v2')).toEqual([]);
    await user.type(name, 'Maria Clara');
    await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '529.982.247-26');
    await user.click(screen.getByTestId('cashin-submit'));
    await waitFor(() => expect(screen.getByLabelText('CPF/CNPJ').getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.path === '/x2/recharge/v2')).toEqual([]);
    await user.clear(screen.getByLabelText('CPF/CNPJ'));
    await user.type(screen.getByLabelText('CPF/CNPJ'), '529.982.247-25');
    await user.click(screen.getByTestId('cashin-submit'));

    await waitFor(() => expect(screen.getByText('paying page')).toBeTruthy());
    expect(calls.filter((c) => c.path === '/x2/recharge/v2').map((c) => c.body)).toEqual([
      expect.objectContaining({ amount: 50_000, channelId: 'pix', name: 'Maria Clara', email: 'maria@example.com', taxId: expect.stringMatching(/^529\.?982\.?247-?25$/) }),
    ]);
  }, 40_000);
});

describe('cash-in form: the recharge request’s schema and the deposit bounds (spec §5), a refusal from its envelope', () => {
  const phUser = {
    userId: '1002', name: 'Juan', phone: '+639171234567', checkPhone: true, email: '', birthday: '', deposit: 0, balance: 12_345, bonus: 0, points: 0,
    verified: true, protectMigration: false, giveBonus: false, isNopayUser: true, bindInfoStatus: 0, storeStatus: 1, avatar: 0, vipLevel: 0, vipName: 'Bronze', inviteCode: 'ABC124', createTime: 0, market: 'PH', currency: 'PHP',
  };
  const order = (amount: number) => ({ orderNo: 'D2', amount, status: 'pending', channelId: 'qrph', payUrl: '', qrCode: '000201', createTime: gmt8(12), expiresAt: gmt8(12, 30) });

  beforeEach(() => {
    routes['/x2/paramConfig/recharge/get'] = () => ({ presets: [10_000, 50_000, 900_000], min: 10_000, max: 5_000_000, bonusRateBps: 0, firstDepositBonus: null });
    routes['/x2/user/info'] = () => phUser;
    // QR Ph takes ₱200 to ₱5,000: tighter than the cash-in config.
    routes['/x2/app/channel/redis/paychannnel'] = () => ({
      list: [
        { id: 'gcash', name: 'GCash', method: 'gcash', kind: 'gcash', min: 10_000, max: 1_000_000, icon: '' },
        { id: 'qrph', name: 'QR Ph', method: 'qrph', kind: 'qr', min: 20_000, max: 500_000, icon: '' },
      ],
    });
  });
  const recharges = () => calls.filter((c) => c.path === '/x2/recharge/v2');

  it('asks for a channel and an amount on their fields, checks the channel’s bounds, then sends the order once', async () => {
    await renderAt('/cashin');
    const user = userEvent.setup();
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(screen.getAllByRole('radio', { checked: false }).filter((r) => methods.contains(r))).toHaveLength(2);
    await user.click(screen.getByTestId('cashin-submit'));
    await waitFor(() => expect(screen.getByTestId('cashin-method-error').textContent).toBe('Please choose a payment method.'));
    const custom = screen.getByLabelText('Custom amount');
    expect(custom.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter an amount.')).toBeTruthy();
    expect(recharges()).toEqual([]);

    // QR Ph: ₱150 is under its minimum, and its ₱9,000 preset is over its maximum (not offered).
    await user.click(screen.getByRole('radio', { name: 'QR Ph' }));
    expect(screen.getByRole('radio', { name: 'QR Ph', checked: true })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('cashin-method-error')).toBeNull());
    expect(screen.queryByText('₱9,000')).toBeNull();
    await user.type(custom, '150');
    await user.click(screen.getByTestId('cashin-submit'));
    await waitFor(() => expect(screen.getByText('The amount is below the minimum.')).toBeTruthy());
    expect(recharges()).toEqual([]);

    // A valid amount: the button says what happens, and the order goes out with the channel.
    await user.clear(custom);
    await user.type(custom, '300');
    await waitFor(() => expect(custom.getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByTestId('cashin-submit').textContent).toBe('Cash in ₱300.00');
    routes['/x2/recharge/v2'] = (body) => order((body as { amount: number }).amount);
    await user.click(screen.getByTestId('cashin-submit'));
    await waitFor(() => expect(screen.getByText('paying page')).toBeTruthy());
    expect(recharges().map((c) => c.body)).toEqual([expect.objectContaining({ amount: 30_000, channelId: 'qrph', requestId: expect.any(String) })]);
    expect(recharges()[0]!.body).not.toHaveProperty('taxId');
  }, 20_000);

  it('shows a refusal of the server from its envelope: on the amount when it names the bounds, else above the button', async () => {
    let answer = refuse('20005', 'The amount is above the maximum.');
    routes['/x2/recharge/v2'] = () => answer;
    await renderAt('/cashin?method=gcash');
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'GCash', checked: true })).toBeTruthy();
    await user.click(screen.getByText('₱500', { exact: true }));
    await user.click(screen.getByTestId('cashin-submit'));
    await waitFor(() => expect(screen.getByLabelText('Custom amount').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The amount is above the maximum.')).toBeTruthy();
    expect(screen.queryByTestId('cashin-error')).toBeNull();

    answer = refuse('20006', 'The order could not be created. Please try again.');
    await user.click(screen.getByText('₱100', { exact: true }));
    await user.click(screen.getByTestId('cashin-submit'));
    await waitFor(() => expect(screen.getByTestId('cashin-error').textContent).toBe('The order could not be created. Please try again.'));
    expect(screen.getByTestId('where').textContent).toBe('/cashin?method=gcash');
    // Each try is the same order to the server until one is made (one idempotency key).
    const keys = recharges().map((c) => (c.body as { requestId: string }).requestId);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  }, 20_000);
});

describe('cash-out result: the order as the server has it (spec §4 withdrawal states)', () => {
  const search = `?orderNo=W1&amount=20000&fee=400&actual=19600&time=${gmt8(12)}&status=pending`;
  const order = (status: string, settledTime: number | null) => ({
    orderNo: 'W1',
    status,
    amount: 20_000,
    fee: 400,
    actualAmount: 19_600,
    availableBalance: 30_000,
    createTime: gmt8(12),
    settledTime,
  });

  it('a held withdrawal reads processing, with its time and due time in GMT+8', async () => {
    routes['/x2/withdraw/order/*'] = () => order('pending', null);
    await renderAt(`/cashout/result${search}`);
    await waitFor(() => expect(calls.some((c) => c.path === '/x2/withdraw/order/W1')).toBe(true));
    expect(screen.getByTestId('cashout-result-state').textContent).toBe('Processing');
    expect(screen.getByTestId('cashout-result-status').getAttribute('data-status')).toBe('pending');
    expect(screen.getByText('Nov 23, 2026, 12:00 PM GMT+8')).toBeTruthy();
    expect(screen.getByText(/Nov 24, 2026, 12:00 PM GMT\+8/)).toBeTruthy();
  });

  it('a returned withdrawal says so, with the time it was returned', async () => {
    routes['/x2/withdraw/order/*'] = () => order('failed', gmt8(15, 5));
    await renderAt(`/cashout/result${search}`);
    await waitFor(() => expect(screen.getByTestId('cashout-result-status').getAttribute('data-status')).toBe('failed'));
    expect(screen.getByTestId('cashout-result').textContent).toBe('Returned to wallet');
    expect(screen.getByText('The withdrawal was not paid out; the amount is back in your wallet.')).toBeTruthy();
    expect(screen.getByText('Nov 23, 2026, 3:05 PM GMT+8')).toBeTruthy();
  });

  it('a paid withdrawal reads paid out', async () => {
    routes['/x2/withdraw/order/*'] = () => order('success', gmt8(13));
    await renderAt(`/cashout/result${search}`);
    await waitFor(() => expect(screen.getByTestId('cashout-result').textContent).toBe('Paid out'));
    expect(screen.getByTestId('cashout-result-state').textContent).toBe('Paid out');
  });
});

describe('cash-out result: speed up while held, rate once paid out (spec §5 cash-out boost and comment)', () => {
  const search = `?orderNo=W1&amount=20000&fee=400&actual=19600&time=${gmt8(12)}&status=pending`;
  const order = (status: string, rating: { stars: number; comment: string; createTime: number } | null = null) => ({
    orderNo: 'W1', status, amount: 20_000, fee: 400, actualAmount: 19_600, availableBalance: 30_000, createTime: gmt8(12), settledTime: status === 'pending' ? null : gmt8(13), boostedAt: null, rating,
  });

  it('"Speed up" reports the tap, records the request and says what happens next, or why not', async () => {
    routes['/x2/withdraw/order/*'] = () => order('pending');
    let boosts = 0;
    routes['/x2/withdraw/order/W1/boost'] = () => {
      boosts += 1;
      return boosts === 1
        ? { orderNo: 'W1', boostedAt: gmt8(12, 30), nextBoostAt: gmt8(13, 30) }
        : refuse('429', 'You already asked to speed up this withdrawal in the last hour. Our team is on it.', 429);
    };
    const services = await renderAt(`/cashout/result${search}`);
    const track = vi.spyOn(services.reporter, 'track');
    const user = userEvent.setup();
    const speedUp = await screen.findByRole('link', { name: 'Speed up' });
    // The seed's customer-service link, or the brand's, opens beside the app.
    expect(speedUp.getAttribute('target')).toBe('_blank');
    await user.click(speedUp);
    expect(track).toHaveBeenCalledWith('cashOutBoost.click');
    await waitFor(() => expect(screen.getByTestId('withdrawal-speed-up-note').textContent).toMatch(/^Our team knows you are waiting\./));
    expect(calls.filter((c) => c.path === '/x2/withdraw/order/W1/boost')).toHaveLength(1);
    await user.click(speedUp);
    await waitFor(() => expect(screen.getByTestId('withdrawal-speed-up-note').textContent).toBe('You already asked to speed up this withdrawal in the last hour. Our team is on it.'));
    expect(screen.getByTestId('withdrawal-speed-up-note').getAttribute('data-tone')).toBe('error');
    expect(screen.queryByRole('button', { name: 'Rate this cash-out' })).toBeNull();
  });

  it('"Rate this cash-out" reports the tap, asks for stars first, sends once and then shows the rating', async () => {
    let rated: { stars: number; comment: string; createTime: number } | null = null;
    routes['/x2/withdraw/order/*'] = () => order('success', rated);
    routes['/x2/withdraw/order/W1/rate'] = (body) => {
      const b = body as { stars: number; comment?: string };
      rated = { stars: b.stars, comment: b.comment ?? '', createTime: gmt8(14) };
      return { orderNo: 'W1', ...rated };
    };
    const services = await renderAt(`/cashout/result${search}`);
    const track = vi.spyOn(services.reporter, 'track');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rate this cash-out' }));
    expect(track).toHaveBeenCalledWith('cashOutComment.click');
    expect(screen.queryByRole('link', { name: 'Speed up' })).toBeNull();
    // No stars: a clear message, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose from 1 to 5 stars.');
    expect(calls.filter((c) => c.path === '/x2/withdraw/order/W1/rate')).toEqual([]);
    await user.click(screen.getByLabelText('4 of 5 stars'));
    await user.type(screen.getByLabelText('Comment (optional)'), '  Mabilis!  ');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(screen.getByText('You rated it 4 of 5 stars')).toBeTruthy());
    expect(calls.filter((c) => c.path === '/x2/withdraw/order/W1/rate').map((c) => c.body)).toEqual([{ stars: 4, comment: 'Mabilis!' }]);
    expect(screen.getByText('“Mabilis!”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
  });
});

describe('records: the order status and GMT+8 times', () => {
  it('labels withdrawals held, paid out or returned, and deposits by their payment status', async () => {
    routes['/x2/finance/list'] = () => ({
      list: [
        { id: '4', amountType: 11, amount: 5_000, balanceAfter: 20_000, orderNo: 'W2', remark: '', createTime: gmt8(15), orderStatus: 'failed' },
        { id: '3', amountType: 10, amount: -5_000, balanceAfter: 15_000, orderNo: 'W2', remark: '', createTime: gmt8(14), orderStatus: 'failed' },
        { id: '2', amountType: 10, amount: -10_000, balanceAfter: 20_000, orderNo: 'W1', remark: '', createTime: gmt8(13), orderStatus: 'pending' },
        { id: '1', amountType: 9, amount: 30_000, balanceAfter: 30_000, orderNo: 'D1', remark: '', createTime: gmt8(0, 30), orderStatus: 'success' },
        { id: '0', amountType: 1, amount: -100, balanceAfter: 29_900, orderNo: 'R1', remark: 'jump', createTime: gmt8(0, 10) },
        { id: '-1', amountType: 2, amount: 250, balanceAfter: 30_150, orderNo: 'R2', remark: 'jili 2', createTime: gmt8(0, 5) },
      ],
      total: 6,
      pageNum: 1,
      pageSize: 20,
    });
    await renderAt('/record');
    const statuses = await screen.findAllByTestId('record-status');
    expect(statuses.map((s) => s.textContent)).toEqual(['Returned to wallet', 'Returned to wallet', 'Processing', 'Success']);
    expect(statuses.map((s) => s.getAttribute('data-status'))).toEqual(['failed', 'failed', 'pending', 'success']);
    expect(screen.getByText('Times are shown in GMT+8.')).toBeTruthy();
    // Each bet names its game (issue 23 item 1); a deposit or withdrawal names none.
    expect(screen.getAllByTestId('record-game').map((s) => s.textContent)).toEqual([' · Jump', ' · JILI 2']);
    // 0:30 GMT+8 is still the previous day in UTC: the records are grouped by the GMT+8 day.
    const days = screen.getAllByTestId('record-day');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual(['Nov 23, 2026']);
    expect(days[0]!.textContent).toContain('12:30 AM');
  });
});
