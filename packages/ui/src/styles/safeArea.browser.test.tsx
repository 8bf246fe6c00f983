// Safe-area insets (issue 4 item 2; spec §9 layout on notched phones): with the notch, the home
// indicator and landscape side insets emulated in chromium (CDP Emulation.setSafeAreaInsetsOverride,
// what a phone reports through env(safe-area-inset-*)), the nav bar, the tab bar, toasts and every
// popup placement keep their content inside the safe area. Without insets they take no extra room.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { cleanup, render, screen } from '@testing-library/react';
import { createI18n } from '@perya/i18n';
import { ThemeProvider } from '../themes/ThemeProvider';
import { mainTheme } from '../themes/main';
import { NavBar } from '../components/NavBar/NavBar';
import { TabBar, type TabBarItem } from '../components/TabBar/TabBar';
import { Button } from '../components/Button/Button';
import { Dialog, DIALOG_PLACEMENTS } from '../overlays/Dialog/Dialog';
import { ToastViewport } from '../overlays/Toast/Toast';
import { GiftIcon, HomeIcon, PlusIcon, UserIcon, WalletIcon } from '../icons/icons';

interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** iPhone-like portrait: notch 47 px, home indicator 34 px; landscape adds 47 px at the sides. */
const PORTRAIT: Insets = { top: 47, right: 0, bottom: 34, left: 0 };
const LANDSCAPE: Insets = { top: 0, right: 47, bottom: 21, left: 47 };
const NONE: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
const TOLERANCE_PX = 0.5;

async function setInsets(insets: Insets): Promise<void> {
  await cdp().send('Emulation.setSafeAreaInsetsOverride', { insets });
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
}

/** The safe rectangle of the viewport under the given insets. */
function safeRect(insets: Insets) {
  return {
    top: insets.top,
    left: insets.left,
    right: document.documentElement.clientWidth - insets.right,
    bottom: window.innerHeight - insets.bottom,
  };
}

function expectInside(element: Element, insets: Insets, what: string): void {
  const box = element.getBoundingClientRect();
  const safe = safeRect(insets);
  expect(box.top, `${what}: top`).toBeGreaterThanOrEqual(safe.top - TOLERANCE_PX);
  expect(box.left, `${what}: left`).toBeGreaterThanOrEqual(safe.left - TOLERANCE_PX);
  expect(box.right, `${what}: right`).toBeLessThanOrEqual(safe.right + TOLERANCE_PX);
  expect(box.bottom, `${what}: bottom`).toBeLessThanOrEqual(safe.bottom + TOLERANCE_PX);
}

const ITEMS: readonly TabBarItem[] = [
  { id: 'home', label: 'Home', icon: <HomeIcon />, href: '#/' },
  { id: 'invite', label: 'Invite', icon: <GiftIcon />, href: '#/invite' },
  { id: 'deposit', label: 'Deposit', icon: <PlusIcon />, href: '#/cashin' },
  { id: 'wallet', label: 'Wallet', icon: <WalletIcon />, href: '#/wallet' },
  { id: 'account', label: 'Account', icon: <UserIcon />, href: '#/account' },
];

function Page() {
  return (
    <ThemeProvider theme={mainTheme}>
      <NavBar title="Cash out" onBack={() => {}} end={<Button size="sm">Help</Button>} />
      <TabBar label="Main" items={ITEMS} activeId="home" />
    </ThemeProvider>
  );
}

afterEach(async () => {
  cleanup();
  await setInsets(NONE);
});

describe('safe-area insets', () => {
  // The components' labels come from the i18n instance, as in an app (createI18n registers it).
  beforeAll(() => {
    createI18n();
  });

  for (const [orientation, insets] of [
    ['portrait', PORTRAIT],
    ['landscape', LANDSCAPE],
  ] as const) {
    it(`nav bar and tab bar keep their controls inside the safe area (${orientation})`, async () => {
      await setInsets(insets);
      render(<Page />);
      const nav = screen.getByRole('navigation', { name: 'Main' });
      // The bar's background still runs to the screen edge under the home indicator...
      expect(nav.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
      // ...but every tab sits above it and clear of the side insets.
      for (const link of screen.getAllByRole('link'))
        expectInside(link, insets, `tab ${link.textContent ?? ''}`);
      for (const control of [
        screen.getByRole('button', { name: 'Back' }),
        screen.getByRole('button', { name: 'Help' }),
      ]) {
        expectInside(control, insets, `nav bar ${control.textContent ?? 'Back'}`);
      }
      expectInside(
        screen.getByRole('heading', { level: 1, name: 'Cash out' }),
        insets,
        'nav bar title',
      );
    });
  }

  it('without insets the bars take no extra room', async () => {
    await setInsets(NONE);
    render(<Page />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(getComputedStyle(nav).paddingBottom).toBe('0px');
    const header = screen.getByRole('heading', { level: 1 }).closest('header');
    expect(header && getComputedStyle(header).paddingTop).toBe('0px');
  });

  for (const placement of DIALOG_PLACEMENTS) {
    for (const [orientation, insets] of [
      ['portrait', PORTRAIT],
      ['landscape', LANDSCAPE],
    ] as const) {
      it(`a ${placement} popup keeps its title, close button and actions inside the safe area (${orientation})`, async () => {
        await setInsets(insets);
        render(
          <ThemeProvider theme={mainTheme}>
            <Dialog
              title="Choose a bank"
              placement={placement}
              onClose={() => {}}
              actions={<Button fullWidth>Confirm</Button>}
            >
              {/* Tall content: the panel reaches the screen's edges. */}
              <div style={{ height: '200vh' }} />
            </Dialog>
          </ThemeProvider>,
        );
        expectInside(
          screen.getByRole('heading', { name: 'Choose a bank' }),
          insets,
          `${placement} title`,
        );
        expectInside(screen.getByRole('button', { name: 'Close' }), insets, `${placement} close`);
        expectInside(
          screen.getByRole('button', { name: 'Confirm' }),
          insets,
          `${placement} action`,
        );
      });
    }
  }

  for (const [orientation, insets] of [
    ['portrait', PORTRAIT],
    ['landscape', LANDSCAPE],
  ] as const) {
    it(`a toast shows above the tab bar, inside the safe area (${orientation})`, async () => {
      await setInsets(insets);
      const message =
        'GCash account and phone number do not match. Funds cannot be recovered if entered wrongly.';
      render(
        <ThemeProvider theme={mainTheme}>
          <TabBar label="Main" items={ITEMS} activeId="home" />
          <ToastViewport
            toasts={[{ key: 1, message, tone: 'error' }]}
            onDismiss={() => {}}
            durationMs={60_000}
          />
        </ThemeProvider>,
      );
      // The drawn toast box, not only its text.
      const toast = screen.getByText(message).closest('[data-tone]');
      expect(toast).not.toBeNull();
      if (!toast) return;
      const bar = screen.getByRole('navigation', { name: 'Main' });
      expectInside(toast, insets, 'toast');
      expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        bar.getBoundingClientRect().top,
      );
    });
  }
});
