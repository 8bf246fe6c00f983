// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createI18n, I18nProvider } from '@perya/i18n';
import { demoTransportForTest } from '../testing';
import DiceView from './DiceView';

afterEach(cleanup);

function renderDice() {
  const { transport, store } = demoTransportForTest();
  const onSwitchToReal = vi.fn();
  render(
    <I18nProvider i18n={createI18n()}>
      <DiceView transport={transport} onExit={() => undefined} onSwitchToReal={onSwitchToReal} />
    </I18nProvider>,
  );
  return { transport, store, onSwitchToReal };
}

describe('DiceView in demo mode', () => {
  it('rolls, shows the roll and the demo balance, and asks to switch to real after the 4th bet', async () => {
    const { store, onSwitchToReal } = renderDice();
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toContain('D$100.00'));
    expect(screen.getByTestId('game-mode').textContent).toBe('Demo');
    for (let i = 1; i <= 4; i++) {
      await act(async () => {
        fireEvent.click(screen.getByTestId('place-bet'));
      });
      await waitFor(() => expect(store.get('dice').betCount).toBe(i));
      expect(screen.getByTestId('dice-roll').textContent).toMatch(/^\d{1,2}\.\d{2}$/);
      expect(document.querySelector('[data-popup="switchToReal"]') !== null).toBe(i === 4);
    }
    const shown = screen.getByTestId('game-balance').textContent ?? '';
    expect(shown).toContain(`D$${(store.get('dice').balance / 100).toFixed(2)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to real' }));
    expect(onSwitchToReal).toHaveBeenCalledOnce();
  });

  it('lets the player keep practising without asking again on this visit', async () => {
    const { store } = renderDice();
    for (let i = 1; i <= 5; i++) {
      await act(async () => {
        fireEvent.click(screen.getByTestId('place-bet'));
      });
      await waitFor(() => expect(store.get('dice').betCount).toBe(i));
      if (i === 4) fireEvent.click(screen.getByRole('button', { name: 'Keep practising' }));
    }
    expect(document.querySelector('[data-popup="switchToReal"]')).toBeNull();
  });
});
