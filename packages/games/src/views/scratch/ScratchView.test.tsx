// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createI18n, I18nProvider } from '@perya/i18n';
import { demoTransportForTest } from '../testing';
import type { GameTransport } from '../transport/types';
import ScratchView from './ScratchView';

afterEach(cleanup);

function show(transport: GameTransport) {
  return render(
    <I18nProvider i18n={createI18n()}>
      <ScratchView transport={transport} onExit={() => undefined} onSwitchToReal={() => undefined} />
    </I18nProvider>,
  );
}

const cell = (i: number) => document.querySelector<HTMLButtonElement>(`[data-cell="${i}"]`)!;
const balance = () => screen.getByTestId('game-balance').textContent ?? '';

describe('ScratchView: an unfinished card is resumed (issue 7 item 7, games.md)', () => {
  it('shows the card bought and partly scratched again when the player comes back, and the win only once uncovered', async () => {
    const { transport, store } = demoTransportForTest();
    const first = show(transport);
    await waitFor(() => expect(balance()).toContain('D$100.00'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('place-bet'));
    });
    await waitFor(() => expect(screen.getByTestId('reveal-all')).toBeTruthy());
    fireEvent.click(cell(0));
    fireEvent.click(cell(4));
    const [round] = await transport.rounds('scratch');
    // The stake left at purchase; the payout (if any) shows only once the card is uncovered.
    expect(store.get('scratch').balance).toBe(10_000 - 100 + round!.payout);
    expect(balance()).toContain('D$99.00');
    first.unmount();

    show(transport);
    await waitFor(() => expect(screen.getByTestId('reveal-all')).toBeTruthy());
    expect(Array.from({ length: 9 }, (_, i) => cell(i).disabled)).toEqual([true, false, false, false, true, false, false, false, false]);
    expect(balance()).toContain('D$99.00');
    expect(screen.queryByTestId('place-bet')).toBeNull();

    fireEvent.click(screen.getByTestId('reveal-all'));
    await waitFor(() => expect(balance()).toContain(`D$${(store.get('scratch').balance / 100).toFixed(2)}`));
    expect(screen.getByTestId('round-result').textContent).not.toBe('');
    cleanup();

    // Fully uncovered: the next visit starts with a fresh card to buy.
    show(transport);
    await waitFor(() => expect(balance()).not.toBe(''));
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.getByTestId('place-bet')).toBeTruthy();
    expect(screen.queryByTestId('reveal-all')).toBeNull();
  });
});
