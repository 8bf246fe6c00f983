// The cash-out page (issue 6 §4): outside the configured window the limit popup opens instead of a
// withdrawal (spec §4, dragon variant in invite mode); inside it the amount and the GCash account
// are checked before anything is sent, and a valid form applies once with the fee breakdown shown.
// Issue 11: the apply carries the password, or a withdraw code for a destination that needs it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderInShell } from '../../../test/renderInShell';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import type { BrandConfig } from '../../brand/BrandConfig';
import { testBrand } from '../../../test/testBrand';
import { createServices, type ShellServices } from '../../services/services';
import CashOutPage from './CashOutPage';

function brand(invite: boolean): BrandConfig {
  return testBrand({
    invite,
    wallet: invite
      ? {
          cashIn: { kind: 'route', path: '/wallet/cash/in' },
          cashOut: { kind: 'route', path: '/wallet/cash/out' },
        }
      : {
          cashIn: { kind: 'route', path: '/cashin' },
          cashOut: { kind: 'route', path: '/cashout' },
        },
  });
}

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data }), {
    headers: { 'content-type': 'application/json' },
  });
const CONFIG = {
  presets: [10_000, 20_000],
  min: 10_000,
  max: 5_000_000,
  feeRateBps: 200,
  feeFixed: 0,
  dailyCountLimit: 3,
  usedCount: 0,
  startTime: '07:00',
  endTime: '19:00',
  availableBalance: 50_000,
};
const CHANNELS = {
  list: [
    { method: 'gcash', code: 'GCASH', name: 'GCash', icon: '' },
    { method: 'bank', code: 'BDO', name: 'BDO', icon: '' },
  ],
};
const USER = {
  userId: '1001',
  name: 'Juan',
  phone: '09171234567',
  checkPhone: true,
  email: '',
  birthday: '',
  deposit: 50_000,
  balance: 50_000,
  bonus: 0,
  points: 0,
  verified: false,
  protectMigration: false,
  giveBonus: false,
  isNopayUser: false,
  bindInfoStatus: 0,
  storeStatus: 1,
  avatar: 0,
  vipLevel: 0,
  vipName: '',
  inviteCode: 'ABC',
  createTime: 0,
  market: 'PH',
  currency: 'PHP',
};
const PROOF_REQUIRED = {
  code: '20011',
  message: 'A new account needs the code sent to your phone.',
  status: 200,
  data: null,
};
/** An instant at hh:00 GMT+8. */
const gmt8 = (h: number) => Date.UTC(2026, 10, 23, h - 8, 0);

let i18n: PeryaI18n;
let fetchMock: ReturnType<typeof vi.fn>;
let applied: unknown[];
let sent: unknown[];
let user: typeof USER;
let latestAccount: unknown;
let refuseFirst: boolean;
let refuseAmount: boolean;

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('uId', '1001');
  applied = [];
  sent = [];
  user = USER;
  latestAccount = null;
  refuseFirst = false;
  refuseAmount = false;
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/x2/paramConfig/withdraw/get')) return envelope(CONFIG);
    if (url.endsWith('/x2/app/channel/list/v2')) return envelope(CHANNELS);
    if (url.endsWith('/x2/withdraw/get-latest-account-info')) return envelope(latestAccount);
    if (url.endsWith('/x2/user/info')) return envelope(user);
    if (url.endsWith('/x2/sms/send')) {
      sent.push(JSON.parse(String(init?.body)));
      return envelope({ resendAfterSeconds: 120, expiresAt: gmt8(13) });
    }
    if (url.endsWith('/x2/withdraw/apply/v2')) {
      const body = JSON.parse(String(init?.body)) as { amount: number };
      applied.push(body);
      if (refuseAmount)
        return new Response(JSON.stringify({ code: '20001', message: 'Insufficient available balance.', status: 200, data: null }), {
          headers: { 'content-type': 'application/json' },
        });
      if (refuseFirst && applied.length === 1)
        return new Response(JSON.stringify(PROOF_REQUIRED), {
          headers: { 'content-type': 'application/json' },
        });
      return envelope({
        orderNo: 'W1',
        status: 'pending',
        amount: body.amount,
        fee: 400,
        actualAmount: body.amount - 400,
        availableBalance: 30_000,
        createTime: gmt8(12),
      });
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage(invite = false): ShellServices {
  const services = createServices(brand(invite));
  renderInShell(
    services,
    i18n,
    <MemoryRouter initialEntries={['/cashout']}>
      <Routes>
        <Route path="/cashout" element={<CashOutPage />} />
        <Route path="/cashout/result" element={<p>result page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return services;
}

describe('CashOutPage', () => {
  it('opens the dragon limit popup outside the window in invite mode and sends nothing (spec §4)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(gmt8(22));
    const services = renderPage(true);
    const open = vi.spyOn(services.popups, 'open');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('cashout-submit'));
    expect(open).toHaveBeenCalledWith('cashOutLimit', {
      startTime: '07:00',
      endTime: '19:00',
      variant: 'dragon',
    });
    expect(applied).toEqual([]);
  });

  it('inside the window checks the balance and the GCash phone, then applies once', { timeout: 60_000 }, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(gmt8(12));
    const services = renderPage(false);
    const open = vi.spyOn(services.popups, 'open');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '600');
    await user.click(screen.getByTestId('cashout-submit'));
    expect(await screen.findByText('Insufficient available balance.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '200');
    expect(screen.getByTestId('cashout-fee').textContent).toBe('₱4.00');
    expect(screen.getByTestId('cashout-actual').textContent).toBe('₱196.00');
    await user.type(screen.getByLabelText('Account name'), 'Juan Cruz');
    await user.type(screen.getByLabelText('GCash number'), '09171234567');
    // A first withdrawal starts with the player's own phone there: the same number, no warning.
    expect(screen.queryByText(/GCash account and phone number do not match/)).toBeNull();
    // Another number: the warning shows while typing (spec §8), once (here on the field: the form was sent once).
    await user.clear(screen.getByLabelText('Phone number of the GCash account'));
    await user.type(screen.getByLabelText('Phone number of the GCash account'), '09179999999');
    expect(screen.getAllByText(/GCash account and phone number do not match/)).toHaveLength(1);
    await user.click(screen.getByTestId('cashout-submit'));
    // The refusal marks the GCash number itself and says it there, once.
    await waitFor(() =>
      expect(screen.getByLabelText('GCash number').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText(/GCash account and phone number do not match/)).toHaveLength(1);
    expect(applied).toEqual([]);
    await user.clear(screen.getByLabelText('Phone number of the GCash account'));
    await user.type(screen.getByLabelText('Phone number of the GCash account'), '9171234567');
    // The same number written another way: the warning is gone.
    expect(screen.queryByText(/GCash account and phone number do not match/)).toBeNull();
    // The own verified number: the password is the proof, and it is required.
    await user.click(screen.getByTestId('cashout-submit'));
    expect(
      await screen.findByText('Please enter your password or the code sent to your phone.'),
    ).toBeTruthy();
    expect(applied).toEqual([]);
    await user.type(screen.getByLabelText('Account password'), 'pass123');
    await user.click(screen.getByTestId('cashout-submit'));
    await waitFor(() => expect(screen.getByText('result page')).toBeTruthy());
    expect(applied).toEqual([
      expect.objectContaining({
        method: 'gcash',
        bankCode: 'GCASH',
        accountNo: '09171234567',
        phone: '9171234567',
        amount: 20_000,
        pwd: 'pass123',
      }),
    ]);
    expect(open).not.toHaveBeenCalledWith('cashOutLimit', expect.anything());
  });

  it('a new bank account needs the code: sends it to the verified phone and applies with it (issue 11)', { timeout: 60_000 }, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(gmt8(12));
    renderPage(false);
    const u = userEvent.setup();
    await fillBank(u);
    expect(
      await screen.findByText('This account is new: enter the code we send to +63 917 123 4567.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Account password')).toBeNull();
    await u.click(screen.getByText('Send code'));
    await waitFor(() => expect(sent).toEqual([{ phone: '09171234567', purpose: 'withdraw' }]));
    await u.type(screen.getByLabelText('SMS code'), '123456');
    await u.click(screen.getByTestId('cashout-submit'));
    await waitFor(() => expect(screen.getByText('result page')).toBeTruthy());
    expect(applied).toEqual([
      expect.objectContaining({
        method: 'bank',
        bankCode: 'BDO',
        accountNo: '001234567890',
        verifyCode: '123456',
      }),
    ]);
    expect(applied[0]).not.toHaveProperty('pwd');
    // A PH bank: the account number alone, no agency code or account type (spec §3, Brazil only).
    expect(applied[0]).not.toHaveProperty('agencyCode');
    expect(applied[0]).not.toHaveProperty('accountType');
  });

  it('switches to the code when the server says the last account was never paid, and shows its message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(gmt8(12));
    latestAccount = {
      method: 'bank',
      bankCode: 'BDO',
      bankName: 'BDO',
      accountNo: '001234567890',
      accountName: 'Juan Cruz',
    };
    refuseFirst = true;
    renderPage(false);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Amount'), '200');
    await u.type(screen.getByLabelText('Account password'), 'pass123');
    await u.click(screen.getByTestId('cashout-submit'));
    expect(
      await screen.findByText('A new account needs the code sent to your phone.'),
    ).toBeTruthy();
    expect(await screen.findByLabelText('SMS code')).toBeTruthy();
    expect(applied).toEqual([expect.objectContaining({ method: 'bank', pwd: 'pass123' })]);
  });

  it('without a verified phone says to bind one first', async () => {
    user = { ...USER, checkPhone: false };
    renderPage(false);
    expect(
      await screen.findByText(/Please bind and verify your phone number before cashing out/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bind phone' }).getAttribute('href')).toBe('/profile');
    // Nothing to submit until a phone is bound: the button is off.
    expect((screen.getByTestId('cashout-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('CashOutPage form rules', () => {
  it('shows withdrawable against locked bonus, fills "All" with what one withdrawal may take, and names each field\'s problem', { timeout: 60_000 }, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(gmt8(12));
    user = { ...USER, bonus: 12_345 };
    renderPage(false);
    const u = userEvent.setup();
    expect((await screen.findByTestId('cashout-available')).textContent).toBe('₱500.00');
    expect(screen.getByTestId('cashout-locked').textContent).toBe('₱123.45');
    // GCash is the first card and chosen; the quick amounts offer only what the balance covers.
    expect(screen.getByRole('radio', { name: /^GCash/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('button', { name: '₱1,000' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'All' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('500');
    expect(screen.getByTestId('cashout-actual').textContent).toBe('₱490.00');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await u.click(screen.getByRole('button', { name: '₱100' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('100');
    // Nothing else filled: each field says what is wrong, nothing is sent.
    await u.click(screen.getByTestId('cashout-submit'));
    await waitFor(() => expect(screen.getByLabelText('Account name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('GCash number').getAttribute('aria-invalid')).toBe('true');
    // A bank: the bank must be chosen, and a bank account is digits.
    await u.click(screen.getByRole('radio', { name: /^Bank/ }));
    await u.type(screen.getByLabelText('Bank account number'), '12ab');
    await u.click(screen.getByTestId('cashout-submit'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Bank/ }).getAttribute('data-invalid')).toBe('true'));
    expect(screen.getByLabelText('Bank account number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please check whether the information is correct.')).toBeTruthy();
    expect(applied).toEqual([]);
  });

  it('pre-fills the saved account on its card and fields, and a refusal of the amount lands on the amount', { timeout: 60_000 }, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(gmt8(12));
    latestAccount = { method: 'gcash', bankCode: 'GCASH', bankName: 'GCash', accountNo: '09171234567', accountName: 'Juan Cruz', phone: '09171234567' };
    refuseAmount = true;
    renderPage(false);
    const u = userEvent.setup();
    expect((await screen.findByRole('radio', { name: /^GCash/ })).textContent).toContain('Saved ····4567');
    expect((screen.getByLabelText('Account name') as HTMLInputElement).value).toBe('Juan Cruz');
    expect((screen.getByLabelText('GCash number') as HTMLInputElement).value).toBe('09171234567');
    await u.type(screen.getByLabelText('Amount'), '200');
    await u.type(screen.getByLabelText('Account password'), 'pass123');
    await u.click(screen.getByTestId('cashout-submit'));
    await waitFor(() => expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Insufficient available balance.')).toBeTruthy();
    expect(applied).toHaveLength(1);
  });
});

async function fillBank(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByLabelText('Amount'), '200');
  await u.click(screen.getByRole('radio', { name: /^Bank/ }));
  await u.click(screen.getByRole('button', { name: /^Bank/ }));
  await u.click(screen.getByRole('option', { name: 'BDO' }));
  await u.type(screen.getByLabelText('Account name'), 'Juan Cruz');
  await u.type(screen.getByLabelText('Bank account number'), '001234567890');
  expect(screen.queryByLabelText('Agency code')).toBeNull();
  expect(screen.queryByLabelText('Account type')).toBeNull();
}
