import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@perya/domain';
import { PopupHost, usePopups, useToast } from './PopupHost';
import { createPopupStore } from './popupStore';

function Page() {
  const popups = usePopups();
  const toast = useToast();
  return (
    <div>
      <button type="button" onClick={() => popups.open('win', { amount: 12_345 })}>
        Claim
      </button>
      <button
        type="button"
        onClick={() =>
          popups.open('logout', { onConfirm: () => popups.open('points', { points: 35 }) })
        }
      >
        Log out
      </button>
      <button type="button" onClick={() => toast('Saved')}>
        Save
      </button>
      <span data-testid="depth">{popups.stack.length}</span>
    </div>
  );
}

const flush = () => act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));

/**
 * The host imports each popup's module on first open; on a loaded 2-core machine the first import
 * (with its transform) can take longer than findBy's default second.
 */
const LAZY_POPUP = { timeout: 10_000 };

describe('PopupHost', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
    window.scrollTo(0, 0);
  });

  it('opens a modal dialog labelled by its title, with focus inside', async () => {
    const user = userEvent.setup();
    render(
      <PopupHost sets={['base']}>
        <Page />
      </PopupHost>,
    );
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' }, LAZY_POPUP);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('₱123.45');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByTestId('depth').textContent).toBe('1');
  });

  it('Escape closes the top popup only, and focus goes back to each opener', async () => {
    const user = userEvent.setup();
    render(
      <PopupHost sets={['base', 'blackGold']}>
        <Page />
      </PopupHost>,
    );
    const opener = screen.getByRole('button', { name: 'Log out' });
    await user.click(opener);
    const logout = await screen.findByRole('dialog', { name: 'Log out' }, LAZY_POPUP);
    // The confirm button inside the first popup opens a second one on top.
    const confirm = screen
      .getAllByRole('button', { name: 'Log out' })
      .find((b) => logout.contains(b))!;
    await user.click(confirm);
    expect(await screen.findByRole('dialog', { name: 'Points' }, LAZY_POPUP)).toBeTruthy();
    expect(screen.getByTestId('depth').textContent).toBe('2');

    await user.keyboard('{Escape}');
    await flush();
    expect(screen.queryByRole('dialog', { name: 'Points' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Log out' })).toBeTruthy();
    expect(document.activeElement).toBe(confirm);

    await user.keyboard('{Escape}');
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the top popup', async () => {
    const user = userEvent.setup();
    render(
      <PopupHost sets={['base']}>
        <Page />
      </PopupHost>,
    );
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' }, LAZY_POPUP);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('locks page scrolling while any popup is open and restores the position after the last closes', async () => {
    const store = createPopupStore();
    render(
      <PopupHost sets={['base']} store={store}>
        <Page />
      </PopupHost>,
    );
    window.scrollTo(0, 480);
    act(() => {
      store.open('win', { amount: 1 });
      store.open('bonus', { amount: 2 });
    });
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-480px');
    act(() => store.close('bonus'));
    expect(document.body.style.position).toBe('fixed');
    act(() => store.close('win'));
    expect(document.body.style.position).toBe('');
    expect(document.body.style.overflow).toBe('');
    expect(window.scrollY).toBe(480);
  });

  it('never lets Escape dismiss the loading overlay', async () => {
    const user = userEvent.setup();
    const store = createPopupStore();
    render(<PopupHost sets={['base']} store={store} />);
    act(() => void store.open('loading', { label: 'Starting…' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Starting…' })).toBeTruthy();
    act(() => store.close('loading'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows toasts one at a time, in order, each for 3 s (spec §4, §9: TOAST_DURATION_MS), in a live region', () => {
    expect(TOAST_DURATION_MS).toBe(3_000);
    vi.useFakeTimers();
    try {
      const store = createPopupStore();
      render(<PopupHost sets={['base']} store={store} />);
      const region = screen.getByRole('status');
      expect(region.getAttribute('aria-live')).toBe('polite');
      act(() => {
        store.toast('Network anomaly, please try again later.', { tone: 'error' });
        store.toast('Copied');
      });
      expect(region.textContent).toBe('Network anomaly, please try again later.');
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
      expect(region.textContent).toBe('Network anomaly, please try again later.');
      act(() => vi.advanceTimersByTime(1));
      expect(region.textContent).toBe('Copied');
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
      expect(region.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('useToast queues on the nearest host', async () => {
    const user = userEvent.setup();
    render(
      <PopupHost sets={['base']}>
        <Page />
      </PopupHost>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
  });

  it('does not render a popup of a set the brand does not use', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createPopupStore();
    render(<PopupHost sets={['base']} store={store} />);
    act(() => void store.open('lottoVideo', { numbers: [4, 0, 4] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('usePopups outside a host says what is wrong', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Page />)).toThrow('inside <PopupHost>');
  });

  it('an updated popup re-renders in place and keeps what the player typed', async () => {
    const user = userEvent.setup();
    const store = createPopupStore({ sets: ['base', 'blackGold'] });
    render(<PopupHost sets={['base', 'blackGold']} store={store} />);
    let handle!: ReturnType<typeof store.open<'bind'>>;
    act(() => void (handle = store.open('bind', { kind: 'phone', dialCode: '+63', onSendCode: () => {}, onSubmit: () => {} })));
    const dialog = await screen.findByRole('dialog', { name: 'Bind phone' }, LAZY_POPUP);
    await user.type(screen.getByLabelText('Phone number'), '9171234567');
    act(() => store.update(handle, { resendSeconds: 118, error: 'Wrong code' }));
    expect(screen.getByRole('dialog', { name: 'Bind phone' })).toBe(dialog);
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toContain('917');
    expect(screen.getByRole('button', { name: 'Resend in 118 s' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Wrong code');
  });
});

