// Player protection in the browser (issue 15) against a fake server: the responsible-gaming page
// shows each limit with its use, reset and pending raise, sends what the player typed, says plainly
// what a break means before it starts; the reality check opens when its time has passed and not
// before; the limit input rules and the selfie's size.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import type { ProtectionState } from '@perya/api/contract';
import { testBrand } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { stubApi, type FakeApi } from '../../../test/fakeApi';
import { createServices, type ShellServices } from '../../services/services';
import ResponsibleGamingPage from './ResponsibleGamingPage';
import { dueCheck, RealityCheck } from './RealityCheck';
import { BirthdayAsk } from './BirthdayAsk';
import KycPage, { kycStep } from './KycPage';
import { fitWithin, parseLimitInput } from './protectionLogic';

/** An instant at hh:mm GMT+8 on 2026-11-23. */
const gmt8 = (h: number, m = 0) => Date.UTC(2026, 10, 23, h - 8, m);
const HOUR = 3_600_000;

function protectionState(over: Partial<ProtectionState> = {}): ProtectionState {
  const limits = (['deposit', 'loss', 'session'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => ({ kind, period, amount: null as number | null, pending: null as ProtectionState['limits'][number]['pending'], used: 0, resetsAt: gmt8(24) })),
  );
  limits[0] = { ...limits[0]!, amount: 10_000, used: 30_000, pending: { amount: 50_000, effectiveAt: gmt8(12) + 24 * HOUR } };
  return {
    serverTime: gmt8(12),
    rules: { market: 'PH', minAge: 21, sabong: false, crypto: true, signUpBonus: true, kycBeforeDeposit: false, helpLines: [{ name: 'Crisis Hotline', contact: '1553' }] },
    birthday: '1990-04-12',
    limits,
    realityCheckMinutes: null,
    sitting: { startedAt: null, playedMs: 0, net: 0, nextCheckAt: null },
    exclusion: null,
    kyc: { status: 'none', required: false, documentType: null, documentTail: '' },
    ...over,
  };
}

let i18n: PeryaI18n;
let routes: FakeApi['routes'];
let calls: FakeApi['calls'];

beforeEach(async () => {
  ({ routes, calls } = stubApi());
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage(node: React.ReactNode): ShellServices {
  const services = createServices(testBrand());
  renderInShell(services, i18n, <MemoryRouter>{node}</MemoryRouter>);
  return services;
}

describe('responsible gaming page', () => {
  beforeEach(() => {
    routes['/x2/protection/state'] = () => protectionState();
    routes['/x2/protection/history'] = () => ({
      list: [{ id: 1, at: gmt8(12), type: 'limit', kind: 'deposit', period: 'day', from: null, to: 10_000, effectiveAt: gmt8(12) }],
    });
  });

  it('shows each limit in force with its use, its reset and a pending raise with its time (GMT+8)', async () => {
    renderPage(<ResponsibleGamingPage />);
    expect(await screen.findByTestId('limit-deposit-day-amount')).toHaveProperty('textContent', '₱100.00');
    const day = screen.getByTestId('limit-deposit-day');
    expect(day.textContent).toContain('Used ₱300.00');
    // What is left is never below zero, in the account's currency.
    expect(within(day).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('₱0.00 left');
    expect(day.textContent).toContain('Resets Nov 24, 2026, 12:00 AM (GMT+8)');
    expect(screen.getByTestId('limit-deposit-day-pending').textContent).toBe('Raise to ₱500.00 in force at Nov 24, 2026, 12:00 PM (GMT+8)');
    expect(screen.getByTestId('limit-deposit-week-amount').textContent).toBe('No limit');
    expect(await screen.findByText('Deposit limit (Daily): No limit → ₱100.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Crisis Hotline/ }).getAttribute('href')).toBe('tel:1553');
  });

  it('sends a limit as typed (pesos to centavos, minutes as they are) and refuses an empty one', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    routes['/x2/protection/limit'] = (body) => {
      sent.push(body);
      return { limit: protectionState().limits[0], effect: 'later', effectiveAt: gmt8(12) + 24 * HOUR };
    };
    renderPage(<ResponsibleGamingPage />);
    const deposit = await screen.findByTestId('limit-form-deposit');
    // The daily limit in force fills the box; the player's own text replaces it.
    const amount = within(deposit).getByLabelText('Amount');
    expect(amount).toHaveProperty('value', '100.00');
    await user.clear(amount);
    await user.click(within(deposit).getByRole('button', { name: 'Set limit' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Please enter an amount.');
    await user.type(amount, '500.50');
    await user.click(within(deposit).getByRole('button', { name: 'Set limit' }));
    expect(await within(deposit).findByRole('status')).toHaveProperty('textContent', 'Your new limit is in force at Nov 24, 2026, 12:00 PM (GMT+8).');
    const session = screen.getByTestId('limit-form-session');
    await user.click(within(within(session).getByRole('radiogroup', { name: 'Period' })).getByRole('radio', { name: 'Weekly' }));
    await user.type(within(session).getByLabelText('Minutes'), '90');
    await user.click(within(session).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { kind: 'deposit', period: 'day', amount: 50_050 },
      { kind: 'session', period: 'week', amount: 90 },
    ]);
  });

  it('refuses a play-time limit that is not whole minutes and sends nothing; pre-fills the period chosen', async () => {
    const user = userEvent.setup();
    routes['/x2/protection/state'] = () => {
      const state = protectionState();
      return { ...state, limits: state.limits.map((l) => (l.kind === 'session' && l.period === 'month' ? { ...l, amount: 600 } : l)) };
    };
    renderPage(<ResponsibleGamingPage />);
    const session = await screen.findByTestId('limit-form-session');
    const minutes = within(session).getByLabelText('Minutes');
    expect(minutes).toHaveProperty('value', '');
    await user.click(within(session).getByRole('radio', { name: 'Monthly' }));
    await waitFor(() => expect(minutes).toHaveProperty('value', '600'));
    await user.clear(minutes);
    await user.type(minutes, '1.5');
    await user.click(within(session).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(minutes.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.path === '/x2/protection/limit')).toBe(false);
  });

  it("shows the server's refusal of a limit on its form", async () => {
    const user = userEvent.setup();
    routes['/x2/protection/limit'] = () =>
      new Response(JSON.stringify({ code: '10001', message: 'Please enter an amount.', status: 200, data: null }), { headers: { 'content-type': 'application/json' } });
    renderPage(<ResponsibleGamingPage />);
    const loss = await screen.findByTestId('limit-form-loss');
    await user.type(within(loss).getByLabelText('Amount'), '50');
    await user.click(within(loss).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/x2/protection/limit')).toBe(true));
    expect(await within(loss).findByText('Please enter an amount.')).toBeTruthy();
    expect(within(loss).queryByTestId('limit-loss-result')).toBeNull();
  });

  it('sets the reality check from the choices, and switches it off', async () => {
    const user = userEvent.setup();
    routes['/x2/protection/realityCheck'] = (body) => ({ realityCheckMinutes: (body as { minutes: number | null }).minutes });
    renderPage(<ResponsibleGamingPage />);
    const form = await screen.findByTestId('reality-form');
    expect(within(form).getByRole('radio', { name: 'Off' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(form).getByRole('radio', { name: '45 min' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/x2/protection/realityCheck').map((c) => c.body)).toEqual([{ minutes: 45 }]));
    await user.click(within(form).getByRole('radio', { name: 'Off' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/x2/protection/realityCheck').map((c) => c.body)).toEqual([{ minutes: 45 }, { minutes: null }]));
  });

  it('says plainly what a self-exclusion means before it starts, and starts it only on confirm', async () => {
    const user = userEvent.setup();
    routes['/x2/protection/exclude'] = () => ({ exclusion: { kind: 'selfExclusion', startedAt: gmt8(12), endsAt: gmt8(12) + 365 * 24 * HOUR, liftableFrom: null } });
    renderPage(<ResponsibleGamingPage />);
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Self-exclusion' })).getByRole('radio', { name: '1 year' }));
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude yourself?' });
    expect(dialog.textContent).toContain('For 1 year you will not be able to bet, deposit or get bonuses');
    expect(dialog.textContent).toContain('The first 6 months cannot be undone');
    expect(dialog.textContent).toContain('You can still log in to withdraw your money');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/x2/protection/exclude')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Exclude yourself?' })).getByRole('button', { name: 'Exclude me' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/x2/protection/exclude')?.body).toEqual({ kind: 'selfExclusion', term: '1y' }));
  });
  it('offers to end a self-exclusion only after its irrevocable months, ending 24 h after the confirmed request', async () => {
    const user = userEvent.setup();
    const exclusion = { kind: 'selfExclusion' as const, startedAt: gmt8(12) - 200 * 24 * HOUR, endsAt: gmt8(12) + 165 * 24 * HOUR, liftableFrom: gmt8(13) };
    routes['/x2/protection/state'] = () => protectionState({ exclusion });
    routes['/x2/protection/lift'] = () => ({ exclusion: { ...exclusion, endsAt: gmt8(12) + 24 * HOUR, liftableFrom: null } });
    renderPage(<ResponsibleGamingPage />);
    expect(await screen.findByText(/You can ask to end it from/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End my self-exclusion' })).toBeNull();
    cleanup();

    routes['/x2/protection/state'] = () => protectionState({ exclusion: { ...exclusion, liftableFrom: gmt8(11) } });
    renderPage(<ResponsibleGamingPage />);
    await user.click(await screen.findByRole('button', { name: 'End my self-exclusion' }));
    const dialog = screen.getByRole('dialog', { name: 'End your self-exclusion?' });
    expect(dialog.textContent).toContain('will end 24 hours from now');
    await user.click(within(dialog).getByRole('button', { name: 'End my self-exclusion' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/x2/protection/lift')).toBe(true));
  });
});

describe('identity check page', () => {
  it('shows where the check stands in its steps', async () => {
    routes['/x2/protection/state'] = () => protectionState({ kyc: { status: 'pending', required: true, documentType: 'passport', documentTail: '4321' } });
    renderPage(<KycPage />);
    const steps = await screen.findByRole('list', { name: 'Identity check progress' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['done', 'current', 'todo']);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('kyc-status').textContent).toBe('Status: Being checked · document ending 4321');
    // Sent and being checked: nothing to send again.
    expect(screen.queryByTestId('kyc-form')).toBeNull();
    expect(kycStep('rejected')).toEqual({ done: 0, refused: true });
    expect(kycStep('verified')).toEqual({ done: 3, refused: false });
  });

  it("checks the document number and the photo by the request's rules before sending anything", async () => {
    const user = userEvent.setup();
    routes['/x2/protection/state'] = () => protectionState({ kyc: { status: 'rejected', required: true, documentType: 'passport', documentTail: '' } });
    renderPage(<KycPage />);
    const form = await screen.findByTestId('kyc-form');
    // The document sent before is chosen again.
    expect(within(form).getByRole('radio', { name: 'Passport' }).getAttribute('aria-checked')).toBe('true');
    await user.type(within(form).getByLabelText('Document number'), '#1');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Please enter the document number as it is printed.')).toBeTruthy();
    expect(within(form).getByText('Please take a photo (JPEG or PNG).')).toBeTruthy();
    expect(calls.some((c) => c.path === '/x2/kyc/submit')).toBe(false);
  });
});

describe('reality check', () => {
  const playing = (serverTime: number, nextCheckAt: number | null) =>
    protectionState({ serverTime, realityCheckMinutes: 30, sitting: { startedAt: gmt8(11), playedMs: 62 * 60_000, net: -4_200, nextCheckAt } });

  it('is due once the server clock passes the check it named, or the one seen before', () => {
    expect(dueCheck(playing(gmt8(12), gmt8(12, 30)), null)).toBeNull();
    expect(dueCheck(playing(gmt8(12, 30), gmt8(12, 30)), null)).toBe(gmt8(12, 30));
    // The server already names the next one: the one seen before has passed.
    expect(dueCheck(playing(gmt8(12, 31), gmt8(13)), gmt8(12, 30))).toBe(gmt8(12, 30));
    expect(dueCheck({ ...playing(gmt8(12, 31), gmt8(13)), realityCheckMinutes: null }, gmt8(12, 30))).toBeNull();
    expect(dueCheck({ ...playing(gmt8(12, 31), null), sitting: { startedAt: null, playedMs: 0, net: 0, nextCheckAt: null } }, gmt8(12, 30))).toBeNull();
  });

  it('opens its popup with the time played and the net result when due, once', async () => {
    let state = playing(gmt8(12), gmt8(12, 30));
    routes['/x2/protection/state'] = () => state;
    const services = renderPage(<RealityCheck />);
    await waitFor(() => expect(calls.filter((c) => c.path === '/x2/protection/state')).toHaveLength(1));
    expect(services.popups.getSnapshot().stack).toHaveLength(0);
    state = playing(gmt8(12, 31), gmt8(13));
    await act(() => services.queryClient.refetchQueries());
    await waitFor(() => expect(services.popups.getSnapshot().stack).toHaveLength(1));
    const entry = services.popups.getSnapshot().stack[0]!;
    expect(entry.id).toBe('realityCheck');
    expect(entry.props).toMatchObject({ playedMinutes: 62, net: -4_200 });
    await act(() => services.queryClient.refetchQueries());
    expect(services.popups.getSnapshot().stack).toHaveLength(1);
  });
});

describe('date of birth asked once', () => {
  it("opens a popup that cannot be closed, shows the server's refusal in it, and closes once accepted", async () => {
    let answer: unknown = new Response(JSON.stringify({ code: '10009', message: 'You must be 21 or older to play.', status: 200, data: { reason: 'ageRestricted', minAge: 21 } }), {
      headers: { 'content-type': 'application/json' },
    });
    routes['/x2/protection/birthday'] = () => answer;
    const services = renderPage(<BirthdayAsk />);
    const stack = () => services.popups.getSnapshot().stack;
    await waitFor(() => expect(stack()).toHaveLength(1));
    const entry = stack()[0]!;
    expect(entry.id).toBe('birthday');
    expect(entry.dismissible).toBe(false);
    const props = entry.props as { onSubmit: (birthday: string) => void; max: string };
    expect(props.max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    act(() => props.onSubmit('2010-01-01'));
    await waitFor(() => expect(stack()[0]?.props).toMatchObject({ busy: false, error: 'You must be 21 or older to play.' }));
    answer = { birthday: '1990-01-01' };
    act(() => props.onSubmit('1990-01-01'));
    await waitFor(() => expect(stack()).toHaveLength(0));
    expect(calls.filter((c) => c.path === '/x2/protection/birthday').map((c) => c.body)).toEqual([{ birthday: '2010-01-01' }, { birthday: '1990-01-01' }]);
  });
});

describe('protection logic', () => {
  it('reads a money limit in pesos and a play-time limit in whole minutes', () => {
    expect(parseLimitInput('deposit', '100')).toEqual({ ok: true, amount: 10_000 });
    expect(parseLimitInput('loss', '₱1,250.5')).toEqual({ ok: true, amount: 125_050 });
    expect(parseLimitInput('session', '45')).toEqual({ ok: true, amount: 45 });
    for (const bad of ['', '0', '-5', 'abc', '1.234']) expect(parseLimitInput('deposit', bad).ok, bad).toBe(false);
    for (const bad of ['', '0', '1.5', '12a']) expect(parseLimitInput('session', bad).ok, bad).toBe(false);
  });

  it('fits a selfie within 1024 px on its longer side, keeping its shape, never enlarging', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 576, height: 1024 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
