// @vitest-environment happy-dom
// Issue 7 §7 at the view: a real-mode bet tapped while the connection drops is never lost or
// doubled. The view sends the bet once per tap with one requestId (the transport retries with it);
// when no answer came, the next tap sends the same requestId and the server's first round is shown.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createI18n, I18nProvider } from '@perya/i18n';
import { createHttpTransport } from '../transport/httpTransport';
import { createFlakyServer } from '../transport/flakyServer';
import { ApiError, type ApiClient } from '@perya/api/client';
import type { AnyEndpoint, SabongStateData } from '@perya/api/contract';
import DiceView from '../dice/DiceView';
import SabongView from '../sabong/SabongView';

afterEach(cleanup);

function renderRealDice(retryMs = 0) {
  const server = createFlakyServer(10_000);
  const transport = createHttpTransport({ api: server.client, retryMs });
  render(
    <I18nProvider i18n={createI18n()}>
      <DiceView transport={transport} onExit={() => undefined} onSwitchToReal={() => undefined} />
    </I18nProvider>,
  );
  const tap = () =>
    act(async () => {
      fireEvent.click(screen.getByTestId('place-bet'));
    });
  const playKeys = () => server.calls.filter((c) => c.name === 'ogPlay').map((c) => c.requestId);
  return { server, tap, playKeys };
}

describe('real dice over a dropped connection', () => {
  it('a bet taken while its answer was lost: network message, then the next tap shows that round — one stake', async () => {
    const { server, tap, playKeys } = renderRealDice();
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toContain('100.00'));
    server.setLink('lossy');
    await tap();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Network anomaly, please try again later.'));
    expect(server.rounds.size).toBe(1); // the server took it
    expect(screen.getByTestId('round-result').textContent).toBe('');
    const [first] = playKeys();
    expect(playKeys()).toEqual([first, first, first]);

    server.setLink('up');
    await tap();
    await waitFor(() => expect(screen.getByTestId('round-result').textContent).not.toBe(''));
    expect(playKeys().at(-1)).toBe(first); // the same key: answered with the first round
    expect(server.rounds.size).toBe(1);
    const round = server.rounds.get(first!)!;
    expect(screen.getByTestId('dice-roll').textContent).toBe((round.outcome as { rollX100: number }).rollX100 === 1234 ? '12.34' : '87.65');
    expect(screen.getByTestId('game-balance').textContent).toContain(`₱${(server.balance() / 100).toFixed(2)}`);
    expect(server.balance()).toBe(10_000 - 100 + round.payout);
    expect(screen.queryByRole('alert')).toBeNull();

    // Settled: the tap after is a new bet with a new key.
    await tap();
    await waitFor(() => expect(server.rounds.size).toBe(2));
    expect(playKeys().at(-1)).not.toBe(first);
  });

  it('shows "connection lost, retrying" while the bet goes unanswered, then the settled round once the link is back', async () => {
    const { server, tap, playKeys } = renderRealDice(300);
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toContain('100.00'));
    expect(screen.queryByTestId('connection-notice')).toBeNull();
    server.setLink('lossy');
    await tap();
    await waitFor(() => expect(screen.getByTestId('connection-notice').textContent).toBe('Connection lost. Retrying…'));
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true); // no second bet meanwhile
    server.setLink('up');
    await waitFor(() => expect(screen.getByTestId('round-result').textContent).not.toBe(''));
    expect(screen.queryByTestId('connection-notice')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.rounds.size).toBe(1);
    expect(new Set(playKeys()).size).toBe(1);
    expect(playKeys().length).toBeGreaterThan(1);
  });

  it('a bet that never reached the server is played once on the next tap', async () => {
    const { server, tap, playKeys } = renderRealDice();
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toContain('100.00'));
    server.setLink('down');
    await tap();
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(server.rounds.size).toBe(0);
    server.setLink('up');
    await tap();
    await waitFor(() => expect(server.rounds.size).toBe(1));
    expect(new Set(playKeys()).size).toBe(1);
    await waitFor(() => expect(screen.getByTestId('round-result').textContent).not.toBe(''));
  });
});

describe('real sabong while the live stream is down', () => {
  const state: SabongStateData = {
    enabled: true,
    serverTime: 1,
    streamUrl: null,
    fight: {
      fightId: 'f7',
      fightNumber: 7,
      status: 'OPEN',
      pools: { meron: 1_000, wala: 1_000, draw: 0 },
      odds: { meron: 1.9, wala: 1.9, draw: 9 },
      result: null,
      cancelReason: null,
      myBets: [],
    },
    history: [],
  };

  it('shows the polling notice and the polled fight, then "connection lost" when polling fails too', async () => {
    let pollOk = true;
    const client = {
      baseUrl: 'http://api.test',
      getToken: () => 'tok',
      async call(endpoint: AnyEndpoint) {
        if (endpoint.name === 'userInfo') return { balance: 5_000 };
        if (endpoint.name === 'ogSabongState') {
          if (!pollOk) throw new ApiError({ code: 600, url: '/x2/og/sabong/state', kind: 'transport' });
          return state;
        }
        throw new Error(`unexpected ${endpoint.name}`);
      },
    } as unknown as ApiClient;
    // The stream endpoint fails as a dropped connection does.
    const transport = createHttpTransport({
      api: client,
      pollMs: 20,
      fetch: async () => {
        throw new TypeError('network connection was lost');
      },
    });
    render(
      <I18nProvider i18n={createI18n()}>
        <SabongView transport={transport} onExit={() => undefined} onSwitchToReal={() => undefined} />
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getByText('Live updates are slow: refreshing every second.')).toBeTruthy());
    expect(screen.getByText('Fight #7')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Meron' }) as HTMLButtonElement).disabled).toBe(false);
    pollOk = false;
    await waitFor(() => expect(screen.getByText('Connection lost. Retrying…')).toBeTruthy());
    pollOk = true;
    await waitFor(() => expect(screen.getByText('Live updates are slow: refreshing every second.')).toBeTruthy());
  });
});
