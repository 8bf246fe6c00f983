// The black-gold popups the shell opens (issue 12 item 10, spec §2 "V3/V4 black-gold themes add
// popups: … bind, language, logout, game entry"): on the black-gold set each action opens its popup
// (rendered by the real PopupHost), on the base set the inline behaviour is what it was.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderInShell } from '../../test/renderInShell';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Game } from '@perya/api/contract';
import { initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import { testBrand, type TestBrandOverrides } from '../../test/testBrand';
import { createServices, type ShellServices } from '../services/services';
import { signedOutAtom } from '../state/session';
import AccountPage from './account/AccountPage';
import ProfilePage from './account/ProfilePage';
import CashOutPage from './wallet/CashOutPage';
import { GamePlate } from './games/GamePlate';
import { ok, stubApi, type FakeApi } from '../../test/fakeApi';

const refusal = (code: string, message: string) => new Response(JSON.stringify({ code, message, status: 200, data: null }), { headers: { 'content-type': 'application/json' } });

/** The lazily loaded popup modules can take a while on a busy machine. */
const LAZY = { timeout: 10_000 };

const USER = {
  userId: '1001',
  name: 'Juan',
  phone: '',
  checkPhone: false,
  email: '',
  birthday: '',
  deposit: 0,
  balance: 50_000,
  bonus: 0,
  points: 0,
  verified: false,
  protectMigration: false,
  giveBonus: false,
  isNopayUser: true,
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

let i18n: PeryaI18n;
let player: typeof USER;
let calls: FakeApi['calls'];
let editAnswer: (body: Record<string, string>) => Response;

beforeEach(async () => {
  player = { ...USER };
  editAnswer = (body) => {
    player = { ...player, ...body, ...(body.phone ? { checkPhone: true, verified: true } : {}) };
    return ok(player);
  };
  ({ calls } = stubApi({
    '/x2/user/info': () => ok(player),
    '/x2/user/info/edit': (body) => editAnswer(body as Record<string, string>),
    '/x2/sms/send': () => ok({ resendAfterSeconds: 120, expiresAt: Date.now() + 300_000 }),
    '/x2/email/send': () => ok({ resendAfterSeconds: 120, expiresAt: Date.now() + 300_000 }),
    '/x2/user/logout': () => ok(null),
    '/x2/user/logout-all': () => ok(null),
    '/x2/paramConfig/withdraw/get': () =>
      ok({ presets: [10_000], min: 10_000, max: 5_000_000, feeRateBps: 200, feeFixed: 0, dailyCountLimit: 3, usedCount: 0, startTime: '00:00', endTime: '23:59', availableBalance: 50_000 }),
    '/x2/app/channel/list/v2': () => ok({ list: [{ method: 'gcash', code: 'GCASH', name: 'GCash', icon: '' }] }),
    '/x2/withdraw/get-latest-account-info': () => ok(null),
  }));
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

/** The page at `path` in the shell's providers with the app's popup host on the services' store. */
function renderAt(path: string, element: ReactNode, brand: TestBrandOverrides = {}): ShellServices {
  const services = createServices(testBrand({ locales: ['en-PH', 'id-ID'], ...brand }));
  renderInShell(
    services,
    i18n,
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={element} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { popups: true },
  );
  return services;
}

const blackGold: TestBrandOverrides = { popupSet: 'blackGold' };
const openedIds = (services: ShellServices) => services.popups.getSnapshot().stack.map((e) => e.id);

describe('language popup (black-gold)', () => {
  it('the account page\'s Language row opens it with the brand\'s locales; choosing one switches the language and closes it', async () => {
    const services = renderAt('/account', <AccountPage />, blackGold);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Language/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose language' }, LAZY);
    const options = within(sheet).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(options[1]?.textContent).toContain('Bahasa Indonesia');
    await user.click(options[1]!);
    await waitFor(() => expect(i18n.language).toBe('id-ID'));
    expect(openedIds(services)).toEqual([]);
  });

  it('the profile page\'s language row opens it too', async () => {
    const services = renderAt('/profile', <ProfilePage />, blackGold);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Language/ }));
    expect(await screen.findByRole('dialog', { name: 'Choose language' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('listbox', { name: 'Language' })).toBeNull();
    expect(openedIds(services)).toEqual(['language']);
  });

  it('base set: the account row links to the profile, whose inline picker changes the language', async () => {
    renderAt('/account', <AccountPage />);
    expect((await screen.findByRole('link', { name: /^Language/ })).getAttribute('href')).toBe('/profile#language');
    cleanup();
    const services = renderAt('/profile', <ProfilePage />);
    const open = vi.spyOn(services.popups, 'open');
    // ui's Picker: its button opens the list of languages.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Language/ }));
    await user.click(await screen.findByRole('option', { name: /Bahasa Indonesia/ }));
    await waitFor(() => expect(i18n.language).toBe('id-ID'));
    expect(open).not.toHaveBeenCalled();
  });
});

describe('logout popup (black-gold)', () => {
  it('"Sign out" on the account page asks in the logout popup; cancel keeps the session, confirm signs out', async () => {
    const services = renderAt('/account', <AccountPage />, blackGold);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    let popup = await screen.findByRole('dialog', { name: 'Sign out' }, LAZY);
    expect(popup.textContent).toContain('Do you want to sign out?');
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('token')).toBe('tok');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    popup = await screen.findByRole('dialog', { name: 'Sign out' }, LAZY);
    await user.click(within(popup).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(services.session.store.get(signedOutAtom)).toBe(true);
    expect(calls.some((c) => c.path === '/x2/user/logout-all')).toBe(false);
  });

  it('"Log out on every device" asks with its own warning and ends every session', async () => {
    renderAt('/account', <AccountPage />, blackGold);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out on every device' }));
    const popup = await screen.findByRole('dialog', { name: 'Log out on every device' }, LAZY);
    expect(popup.textContent).toContain('This signs you out on every phone and browser');
    await user.click(within(popup).getByRole('button', { name: 'Log out on every device' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(calls.filter((c) => c.path === '/x2/user/logout-all')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('"Sign out" on the profile page asks in the popup first', async () => {
    const services = renderAt('/profile', <ProfilePage />, blackGold);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const popup = await screen.findByRole('dialog', { name: 'Sign out' }, LAZY);
    expect(localStorage.getItem('token')).toBe('tok');
    await user.click(within(popup).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(services.session.store.get(signedOutAtom)).toBe(true));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('base set: the account page asks in its inline dialog, the profile page signs out at once', async () => {
    const services = renderAt('/account', <AccountPage />);
    const open = vi.spyOn(services.popups, 'open');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('dialog', { name: 'Sign out' }).textContent).toContain('Do you want to sign out?');
    expect(open).not.toHaveBeenCalled();
    cleanup();
    const profile = renderAt('/profile', <ProfilePage />);
    const openOnProfile = vi.spyOn(profile.popups, 'open');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(openOnProfile).not.toHaveBeenCalled();
  });
});

describe('bind popup (black-gold)', () => {
  it('binds the phone with its SMS code: the resend lock counts in the popup, a refusal shows there, success closes it', async () => {
    const services = renderAt('/profile', <ProfilePage />, blackGold);
    const user = userEvent.setup();
    expect(screen.queryByLabelText('SMS code')).toBeNull();
    await user.click(await screen.findByRole('button', { name: /^Bind phone/ }));
    const popup = await screen.findByRole('dialog', { name: 'Bind phone' }, LAZY);
    await user.type(within(popup).getByLabelText('Phone number'), '9171234567');
    await user.click(within(popup).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(popup).getByRole('button', { name: /^Resend in 1[12]\d s$/ })).toBeTruthy());
    expect(calls.filter((c) => c.path === '/x2/sms/send').map((c) => c.body)).toEqual([{ phone: '9171234567', purpose: 'bindPhone' }]);

    editAnswer = () => refusal('11001', 'The verification code is incorrect.');
    await user.click(within(popup).getByRole('group', { name: 'SMS code' }).querySelector('input')!);
    await user.keyboard('123456');
    await user.click(within(popup).getAllByRole('button', { name: 'Bind phone' }).at(-1)!);
    expect((await within(popup).findByRole('alert')).textContent).toBe('The verification code is incorrect.');
    // The popup stayed as it was: what was typed is still there.
    expect((within(popup).getByLabelText('Phone number') as HTMLInputElement).value).toContain('917');

    editAnswer = (body) => {
      player = { ...player, phone: body.phone!, checkPhone: true, verified: true };
      return ok(player);
    };
    await user.click(within(popup).getAllByRole('button', { name: 'Bind phone' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bind phone' })).toBeNull());
    const edits = calls.filter((c) => c.path === '/x2/user/info/edit').map((c) => c.body);
    expect(edits.at(-1)).toEqual({ phone: '9171234567', verifyCode: '123456' });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    // Bound now: the row shows the number and no longer offers the popup (spec §4).
    expect(screen.queryByRole('button', { name: /^Bind phone/ })).toBeNull();
    expect(screen.getByText('9171234567')).toBeTruthy();
    expect(openedIds(services)).toEqual([]);
  });

  it('issue 26: binds an email with the code mailed to it, never without one', async () => {
    renderAt('/profile', <ProfilePage />, blackGold);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Bind email/ }));
    const popup = await screen.findByRole('dialog', { name: 'Bind email' }, LAZY);
    await user.type(within(popup).getByLabelText('Email'), 'juan@example.ph');
    // Without a code the popup does not bind.
    await user.click(within(popup).getAllByRole('button', { name: 'Bind email' }).at(-1)!);
    expect(calls.filter((c) => c.path === '/x2/user/info/edit')).toEqual([]);
    await user.click(within(popup).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(popup).getByRole('button', { name: /^Resend in 1[12]\d s$/ })).toBeTruthy());
    expect(calls.filter((c) => c.path === '/x2/email/send').map((c) => c.body)).toEqual([{ email: 'juan@example.ph' }]);
    await user.click(within(popup).getByRole('group', { name: 'Email code' }).querySelector('input')!);
    await user.keyboard('654321');
    await user.click(within(popup).getAllByRole('button', { name: 'Bind email' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === '/x2/user/info/edit').map((c) => c.body)).toEqual([{ email: 'juan@example.ph', emailCode: '654321' }]);
    expect(await screen.findByText('juan@example.ph')).toBeTruthy();
  });

  it('issue 26: the base set binds an email inline with the code mailed to it', async () => {
    renderAt('/profile', <ProfilePage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Bind email'), 'maria@example.ph');
    await user.click(screen.getAllByRole('button', { name: 'Send code' })[0]!);
    await waitFor(() => expect(calls.filter((c) => c.path === '/x2/email/send').map((c) => c.body)).toEqual([{ email: 'maria@example.ph' }]));
    await user.type(screen.getByLabelText('Email code'), '246810');
    const form = screen.getByLabelText('Email code').closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/x2/user/info/edit').map((c) => c.body)).toEqual([{ email: 'maria@example.ph', emailCode: '246810' }]));
  });

  it('is not offered for a field already bound (spec §4: bound once, never changed)', async () => {
    player = { ...USER, phone: '9171234567', checkPhone: true, email: 'juan@example.ph' };
    renderAt('/profile', <ProfilePage />, blackGold);
    expect(await screen.findByText('juan@example.ph')).toBeTruthy();
    expect(screen.getByText('9171234567')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Bind/ })).toBeNull();
    expect(screen.queryByText('Once bound, it cannot be changed.')).toBeNull();
  });

  it('base set: the profile keeps its inline bind forms and opens no popup', async () => {
    const services = renderAt('/profile', <ProfilePage />);
    const open = vi.spyOn(services.popups, 'open');
    expect(await screen.findByLabelText('Bind email')).toBeTruthy();
    expect(screen.getByLabelText('Bind phone')).toBeTruthy();
    expect(screen.getAllByLabelText('SMS code').length).toBeGreaterThan(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('the cash-out page without a phone offers the bind popup; once bound the form goes on with that phone', async () => {
    renderAt('/cashout', <CashOutPage />, blackGold);
    const user = userEvent.setup();
    expect(await screen.findByText(/Please bind and verify your phone number before cashing out/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bind phone' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bind phone' }));
    const popup = await screen.findByRole('dialog', { name: 'Bind phone' }, LAZY);
    await user.type(within(popup).getByLabelText('Phone number'), '9171234567');
    await user.click(within(popup).getByRole('button', { name: 'Send code' }));
    await user.click(within(popup).getByRole('group', { name: 'SMS code' }).querySelector('input')!);
    await user.keyboard('654321');
    await user.click(within(popup).getAllByRole('button', { name: 'Bind phone' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The player is updated in place: the form now has a verified phone to prove the cash out with.
    await waitFor(() => expect(screen.queryByText(/Please bind and verify your phone number/)).toBeNull());
    expect(screen.getByText('This account is new: enter the code we send to +63 917 123 4567.')).toBeTruthy();
    expect((screen.getByTestId('cashout-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('base set: the cash-out page links to the profile to bind', async () => {
    renderAt('/cashout', <CashOutPage />);
    expect(await screen.findByText(/Please bind and verify your phone number before cashing out/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bind phone' }).getAttribute('href')).toBe('/profile');
  });
});

const JILI: Game = { gameProvider: 'jili', gameId: '109', gameName: 'Fortune Gems', gameType: 'CasinoSlot', brand: 'JILI', icon: 'https://cdn.test/fg.png' };
const JUMP: Game = { gameProvider: 'og', gameId: '10003', gameName: 'Jump', gameType: 'Arcade', brand: 'PLG', icon: '' };

describe('game entry popup (black-gold)', () => {
  it('a tapped tile opens it with the game\'s name, art and provider; Play for real goes where the tile led', async () => {
    const services = renderAt('/', <GamePlate id="hot" title="Hot" games={[JILI, JUMP]} />, blackGold);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fortune Gems JILI' }));
    const popup = await screen.findByRole('dialog', { name: 'Fortune Gems' }, LAZY);
    expect(popup.textContent).toContain('JILI');
    expect(popup.querySelector('img')?.getAttribute('src')).toBe('https://cdn.test/fg.png');
    expect(within(popup).queryByRole('button', { name: 'Try demo' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/');
    await user.click(within(popup).getByRole('button', { name: 'Play for real' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/games/jili?id=109'));
    expect(openedIds(services)).toEqual([]);
  });

  it('offers the demo of jump; the demo it opens is the one chosen (no second question)', async () => {
    renderAt('/', <GamePlate id="inhouse" title="Ours" games={[JUMP]} />, blackGold);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Jump PLG' }));
    const popup = await screen.findByRole('dialog', { name: 'Jump' }, LAZY);
    await user.click(within(popup).getByRole('button', { name: 'Try demo' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/games/og?id=10003&demo=1&chosen=1'));
  });

  it('Play for real on jump is the real game, also for a guest (who logs in on the way)', async () => {
    localStorage.clear();
    renderAt('/', <GamePlate id="inhouse" title="Ours" games={[JUMP]} />, { ...blackGold, features: { demo: true } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Jump PLG' }));
    const popup = await screen.findByRole('dialog', { name: 'Jump' }, LAZY);
    expect(within(popup).getByRole('button', { name: 'Try demo' })).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'Play for real' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/games/og?id=10003'));
  });

  it('no demo for a guest where the brand has guest demo off', async () => {
    localStorage.clear();
    renderAt('/', <GamePlate id="inhouse" title="Ours" games={[JUMP]} />, blackGold);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jump PLG' }));
    const popup = await screen.findByRole('dialog', { name: 'Jump' }, LAZY);
    expect(within(popup).queryByRole('button', { name: 'Try demo' })).toBeNull();
  });

  it('the favourite toggle in the popup updates the popup and the tile', async () => {
    const services = renderAt('/', <GamePlate id="hot" title="Hot" games={[JILI]} />, blackGold);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fortune Gems JILI' }));
    const popup = await screen.findByRole('dialog', { name: 'Fortune Gems' }, LAZY);
    await user.click(within(popup).getByRole('button', { name: /Add to favourites/ }));
    expect(within(popup).getByRole('button', { name: /Remove from favourites/ })).toBeTruthy();
    expect(services.kv.get('favoriteGame')).toContain('jili_109');
    act(() => services.popups.closeAll());
  });

  it('base set: the tile navigates at once, no popup', async () => {
    const services = renderAt('/', <GamePlate id="hot" title="Hot" games={[JILI]} />);
    const open = vi.spyOn(services.popups, 'open');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fortune Gems JILI' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/games/jili?id=109'));
    expect(open).not.toHaveBeenCalled();
  });
});
