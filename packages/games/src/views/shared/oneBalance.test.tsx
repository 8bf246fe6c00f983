// @vitest-environment happy-dom
// Issue 23 §1 at the view: a real-mode game shows the app's one balance source — a settlement
// without the player's action (pushed into the source) shows at once, and the game's own answered
// balance is written into the source instead of being kept in a copy of the view's.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createI18n, I18nProvider } from '@perya/i18n';
import { createHttpTransport } from '../transport/httpTransport';
import { createFlakyServer } from '../transport/flakyServer';
import type { BalanceSource } from '../transport/types';
import DiceView from '../dice/DiceView';

afterEach(cleanup);

/** A source like the shell's userInfo query: one value, its listeners, loaded from the server. */
function appSource(load: () => Promise<number>) {
  let value: number | undefined;
  const listeners = new Set<(balance: number) => void>();
  const writes: number[] = [];
  const set = (balance: number) => {
    value = balance;
    for (const l of [...listeners]) l(balance);
  };
  const source: BalanceSource = {
    current: () => value,
    load: async () => {
      set(await load());
      return value as number;
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    write: (balance) => {
      writes.push(balance);
      set(balance);
    },
  };
  return { source, push: set, writes, current: () => value };
}

describe('a real game reads the one balance source', () => {
  it('shows a pushed settlement at once, and writes its own answer into the source', async () => {
    const server = createFlakyServer(10_000);
    const app = appSource(async () => server.balance());
    const transport = createHttpTransport({ api: server.client, retryMs: 0, balances: app.source });
    render(
      <I18nProvider i18n={createI18n()}>
        <DiceView transport={transport} onExit={() => undefined} onSwitchToReal={() => undefined} />
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toContain('100.00'));
    // Something else settled (a fight's result, a provider's win): the source is pushed.
    act(() => app.push(12_345));
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toContain('123.45'));
    // The player's own bet: its answered balance goes into the source, and the view shows it.
    await act(async () => {
      fireEvent.click(screen.getByTestId('place-bet'));
    });
    await waitFor(() => expect(app.writes).toEqual([server.balance()]));
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toContain((server.balance() / 100).toFixed(2)));
  });
});
