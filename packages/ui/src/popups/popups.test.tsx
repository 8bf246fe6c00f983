import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, MESSAGES } from '@perya/domain';
import { ThemeProvider } from '../themes/ThemeProvider';
import { inviteTheme } from '../themes/invite';
import { mainTheme } from '../themes/main';
import { POPUP_SETS } from './ids';
import type { PopupId } from './ids';
import { POPUP_REGISTRY } from './registry';
import { EAGER_POPUPS } from './eager';
import { POPUP_LOADERS } from './loaders';
import type { PopupComponentProps, PopupProps } from './types';
import { CashOutLimitPopup } from './base/CashOutLimitPopup';
import { AppUpdatePopup } from './base/AppUpdatePopup';
import { SignInPopup } from './base/SignInPopup';
import { InviteRankingPopup } from './blackGold/InviteRankingPopup';
import { CashInPopup } from './blackGold/CashInPopup';
import { LogoutPopup } from './blackGold/LogoutPopup';
import { GameEntryPopup } from './blackGold/GameEntryPopup';
import { SpinNoTicketPopup } from './base/SpinNoTicketPopup';
import { AppDownloadPopup } from './base/AppDownloadPopup';
import { PlayEntryPopup } from './base/PlayEntryPopup';
import { BirthdayPopup } from './base/BirthdayPopup';
import { RealityCheckPopup } from './base/RealityCheckPopup';
import { InvitePopup } from './base/InvitePopup';
import { changeLanguage, createI18n, I18nProvider } from '@perya/i18n';

const noop = () => {};
const week = (signed: number, canSign: boolean) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    reward: `${day * 5} pts`,
    isCanSign: canSign && day === signed + 1,
    signState: day <= signed ? ('SIGNED' as const) : ('UNSIGNED' as const),
  }));

/** Sample data for every popup id, with the title each dialog must be named by. */
const SAMPLES: { [Id in PopupId]: { props: PopupProps<Id>; name: string | null } } = {
  toast: { props: { message: 'Saved.' }, name: null },
  loading: { props: { label: 'Loading…' }, name: 'Loading…' },
  win: { props: { amount: 1_000 }, name: 'Congratulations!' },
  bonus: { props: { amount: 500 }, name: 'Bonus received' },
  cashOutLimit: { props: { startTime: '07:00', endTime: '19:00' }, name: 'Cash out unavailable' },
  deposit: { props: { reason: 'noBalance', onDeposit: noop }, name: 'Deposit now' },
  playEntry: {
    props: { gameName: 'Ring', demoEntries: 1, onPlayDemo: noop, onPlayReal: noop },
    name: 'Ring',
  },
  signIn: { props: { days: week(2, true), onSignIn: noop }, name: 'Daily sign-in' },
  spinNoTicket: { props: { points: 10 }, name: 'No spin ticket' },
  appDownload: { props: { onDownload: noop }, name: 'Get the app' },
  appUpdate: { props: { version: '4.4.0', onUpdate: noop }, name: 'New version available' },
  migration: { props: { tip: 'jumpToMain', onConfirm: noop }, name: 'Move to the main app' },
  points: { props: { points: 35 }, name: 'Points' },
  invite: { props: { link: 'https://perya.example/#/invite?code=AB12' }, name: 'Invite friends' },
  birthday: { props: { onSubmit: noop, max: '2026-01-01' }, name: 'Your date of birth' },
  realityCheck: { props: { playedMinutes: 65, net: -2_500, onKeepPlaying: noop, onStop: noop }, name: 'Time for a break?' },
  bind: { props: { kind: 'email', onSendCode: noop, onSubmit: noop, dialCode: '+63' }, name: 'Bind email' },
  luckResult: { props: { prize: '₱8.00' }, name: 'Congratulations!' },
  gameEntry: { props: { gameName: 'Sabong', onPlay: noop }, name: 'Sabong' },
  cashIn: {
    props: { amounts: [10_000], methods: [{ id: 'gcash', label: 'GCash', method: 'gcash' }], onSubmit: noop },
    name: 'Cash in',
  },
  inviteRanking: { props: { rows: [] }, name: 'Invite ranking' },
  language: {
    props: { locales: LOCALES, value: 'en-PH', onChange: noop },
    name: 'Choose language',
  },
  inviteCode: { props: { onSubmit: noop }, name: 'Enter invite code' },
  logout: { props: { onConfirm: noop }, name: 'Log out' },
  cashInConfirm: {
    props: { amount: 10_000, method: 'GCash', onConfirm: noop },
    name: 'Confirm cash in',
  },
  redBag: { props: { state: 'closed', onOpen: noop }, name: 'Red envelope' },
  lottoDescription: { props: { paragraphs: ['Pick numbers.'] }, name: 'How the lotto works' },
  lottoVideo: { props: { numbers: [4, 0, 4] }, name: 'Draw video' },
};

describe('popup registry', () => {
  const ids = [...POPUP_SETS.base, ...POPUP_SETS.blackGold];

  it('has a component for every id of both sets', () => {
    expect(Object.keys(POPUP_REGISTRY).sort()).toEqual([...ids].sort());
    expect(ids).toHaveLength(28);
  });

  it('the host loads each id to its registry component, with toast and loading at hand', async () => {
    expect(Object.keys(POPUP_LOADERS).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await POPUP_LOADERS[id]()).toBe(POPUP_REGISTRY[id]);
    expect(EAGER_POPUPS).toEqual({ toast: POPUP_REGISTRY.toast, loading: POPUP_REGISTRY.loading });
  });

  it.each(ids)(
    '%s renders as a modal dialog named by its title, closable when given onClose',
    (id) => {
      const Component = POPUP_REGISTRY[id] as (p: PopupComponentProps<PopupId>) => React.ReactNode;
      const sample = SAMPLES[id];
      const onClose = vi.fn();
      render(<Component {...(sample.props as PopupComponentProps<PopupId>)} onClose={onClose} />);
      if (sample.name === null) {
        expect(screen.queryByRole('dialog')).toBeNull();
        return;
      }
      const dialog = screen.getByRole('dialog', { name: sample.name });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      if (id === 'loading') return;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalled();
    },
  );
});

describe('popups', () => {
  it('cash-out limit follows the theme: dragon on invite, default on main, the prop wins', () => {
    const { container, rerender } = render(
      <ThemeProvider theme={inviteTheme}>
        <CashOutLimitPopup startTime="07:00" endTime="19:00" />
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-variant="dragon"]')).not.toBeNull();
    rerender(
      <ThemeProvider theme={mainTheme}>
        <CashOutLimitPopup startTime="07:00" endTime="19:00" />
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-variant="dragon"]')).toBeNull();
    rerender(
      <ThemeProvider theme={mainTheme}>
        <CashOutLimitPopup startTime="07:00" endTime="19:00" variant="dragon" />
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-variant="dragon"]')).not.toBeNull();
    expect(screen.getByRole('dialog').textContent).toContain(
      'Withdrawals are available from 07:00 to 19:00.',
    );
  });

  it('sign-in is possible only when a day is signable and unsigned (spec §4)', () => {
    const onSignIn = vi.fn();
    const { rerender } = render(<SignInPopup days={week(2, true)} onSignIn={onSignIn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[aria-current="date"]')?.textContent).toContain('Day 3');
    expect(document.querySelectorAll('[data-state="signed"]')).toHaveLength(2);
    rerender(<SignInPopup days={week(3, false)} onSignIn={onSignIn} />);
    expect((screen.getByRole('button', { name: 'Signed in' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('a forced app update cannot be closed', () => {
    const onClose = vi.fn();
    render(<AppUpdatePopup version="4.4.0" onUpdate={noop} force onClose={onClose} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('invite ranking shows names privately (spec §5)', () => {
    render(
      <InviteRankingPopup
        rows={[
          { rank: 2, name: 'Maria Santos', amount: 100 },
          { rank: 1, name: 'Juan Dela Cruz', amount: 200 },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1Jua***₱2.00', '2Mar***₱1.00']);
  });

  it('cash in refuses an empty amount and submits the chosen amount and method', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <CashInPopup
        amounts={[10_000, 50_000]}
        methods={[
          { id: 'gcash', label: 'GCash', method: 'gcash' },
          { id: 'maya', label: 'Maya', method: 'maya' },
        ]}
        min={10_000}
        max={1_000_000}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cash in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('radio')[1]!);
    await user.click(screen.getByRole('option', { name: 'Maya' }));
    await user.click(screen.getByRole('button', { name: 'Cash in' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 50_000, method: 'maya' });
    // Each method carries its mark (issue 23 item 2), in the order given (the market's).
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.querySelector('[data-mark]')?.getAttribute('data-mark'))).toEqual(['gcash', 'maya']);
  });

  it('cash in opens with skeleton rows while loading, then takes the methods as they arrive (issue 23 item 5)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const props = { amounts: [10_000], min: 10_000, max: 1_000_000, onSubmit };
    const { rerender } = render(<CashInPopup {...props} methods={[]} loading />);
    expect(document.querySelector('[data-state="loading"] [data-skeleton]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cash in' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('listbox')).toBeNull();
    rerender(<CashInPopup {...props} methods={[{ id: 'gcash', label: 'GCash', method: 'gcash' }]} />);
    await user.click(screen.getByText('₱100'));
    await user.click(screen.getByRole('button', { name: 'Cash in' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 10_000, method: 'gcash' });
  });

  it('invite shows skeletons and a disabled share while its link loads', () => {
    const { rerender } = render(<InvitePopup link="" loading onShare={noop} />);
    expect(screen.getByRole('button', { name: 'Share' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('https://perya.example/#/invite?code=AB12')).toBeNull();
    rerender(<InvitePopup link="https://perya.example/#/invite?code=AB12" onShare={noop} />);
    expect(screen.getByRole('button', { name: 'Share' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('popup text follows the player language', () => {
  it('titles and buttons come from @perya/i18n (zh-CN), and a title given by the shell still wins', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'zh-CN');
    const { unmount } = render(
      <I18nProvider i18n={i18n}>
        <LogoutPopup onConfirm={noop} onClose={noop} />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: i18n.t('popups.logout.title') });
    expect(i18n.t('popups.logout.title')).not.toBe('Log out');
    expect(within(dialog).getByText(i18n.t('popups.logout.body'))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: i18n.t('common.cancel') })).toBeTruthy();
    unmount();
    render(
      <I18nProvider i18n={i18n}>
        <LogoutPopup onConfirm={noop} onClose={noop} title="Sign out" />
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Sign out' })).toBeTruthy();
  });

  it('default texts of sign-in days, the spin prompt and the app download follow the language', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'es-MX');
    render(
      <I18nProvider i18n={i18n}>
        <SignInPopup days={week(2, true)} onSignIn={noop} />
        <SpinNoTicketPopup points={10} />
        <AppDownloadPopup onDownload={noop} />
        <PlayEntryPopup gameName="Sabong" demoEntries={2} onPlayDemo={noop} onPlayReal={noop} />
      </I18nProvider>,
    );
    expect(screen.getByText(i18n.t('popups.playEntry.demoEntries', { count: 2 }))).toBeTruthy();
    expect(i18n.t('signIn.day', { day: 3 })).not.toBe('Day 3');
    expect(document.querySelector('[aria-current="date"]')?.textContent).toContain(
      i18n.t('signIn.day', { day: 3 }),
    );
    expect(screen.getByText(i18n.t('popups.spinNoTicket.body', { points: 200 }))).toBeTruthy();
    expect(screen.getByText(`${i18n.t('points.balance')}: 10`)).toBeTruthy();
    expect(screen.getByText(i18n.t('popups.appDownload.body'))).toBeTruthy();
  });

  it('the game entry favourite button says add or remove in the player language', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'zh-CN');
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <GameEntryPopup gameName="Sabong" onPlay={noop} onToggleFavourite={noop} />
      </I18nProvider>,
    );
    expect(i18n.t('games.addFavourite')).not.toBe('Add to favourites');
    expect(screen.getByRole('button', { name: i18n.t('games.addFavourite') })).toBeTruthy();
    rerender(
      <I18nProvider i18n={i18n}>
        <GameEntryPopup gameName="Sabong" onPlay={noop} onToggleFavourite={noop} favourite />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: i18n.t('games.removeFavourite') })).toBeTruthy();
  });
});

describe('player-protection popups (issue 15)', () => {
  const i18n = createI18n();
  const inI18n = (node: React.ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;

  it('the birthday popup asks for a real date before handing it over', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(inI18n(<BirthdayPopup onSubmit={onSubmit} max="2026-01-01" />));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.birthdayRequired)).toBeTruthy();
    const field = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(field.max).toBe('2026-01-01');
    fireEvent.change(field, { target: { value: '2027-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.birthdayInvalid)).toBeTruthy();
    fireEvent.change(field, { target: { value: '1990-02-14' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith('1990-02-14');
  });

  it('the reality check shows the time played and the net result, and its two choices', async () => {
    const user = userEvent.setup();
    const onKeepPlaying = vi.fn();
    const onStop = vi.fn();
    const { rerender } = render(inI18n(<RealityCheckPopup playedMinutes={125} net={-2_500} onKeepPlaying={onKeepPlaying} onStop={onStop} />));
    expect(screen.getByTestId('reality-played').textContent).toBe('2 h 5 min');
    expect(screen.getByText('Lost so far')).toBeTruthy();
    expect(screen.getByTestId('reality-net').textContent).toBe('₱25.00');
    await user.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(onKeepPlaying).toHaveBeenCalledOnce();
    rerender(inI18n(<RealityCheckPopup playedMinutes={15} net={1_000} onKeepPlaying={onKeepPlaying} onStop={onStop} />));
    expect(screen.getByText('Won so far')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });
});
