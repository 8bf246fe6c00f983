// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createI18n, I18nProvider } from '@perya/i18n';
import type { SabongStateData } from '@perya/api/contract';
import type { GameTransport, LiveListener } from '../transport/types';
import SabongView from './SabongView';

afterEach(cleanup);

const fight = (status: NonNullable<SabongStateData['fight']>['status']): SabongStateData => ({
  enabled: true,
  serverTime: 1,
  streamUrl: null,
  fight: {
    fightId: 'f1',
    fightNumber: 12,
    status,
    pools: { meron: 300_000, wala: 100_000, draw: 0 },
    odds: { meron: (400_000 * 0.95) / 300_000, wala: (400_000 * 0.95) / 100_000, draw: 9 },
    result: null,
    cancelReason: null,
    myBets: [],
  },
  history: [],
});

function setup() {
  let push: LiveListener<SabongStateData> | null = null;
  const sabongBet = vi.fn(async () => ({ betId: 'b1', balance: 9_900 }));
  let wallet = 10_000;
  const transport = {
    mode: 'real',
    balance: async () => wallet,
    subscribeSabong: (l: LiveListener<SabongStateData>) => {
      push = l;
      return () => undefined;
    },
    sabongBet,
  } as unknown as GameTransport;
  render(
    <I18nProvider i18n={createI18n()}>
      <SabongView transport={transport} onExit={() => undefined} onSwitchToReal={() => undefined} />
    </I18nProvider>,
  );
  return { push: (s: SabongStateData) => act(() => push!.state(s)), sabongBet, setWallet: (v: number) => (wallet = v) };
}

describe('SabongView', () => {
  it('shows live pari-mutuel odds and takes a bet only while betting is open', async () => {
    const { push, sabongBet } = setup();
    push(fight('OPEN'));
    expect(screen.getByText('Fight #12')).toBeTruthy();
    expect(screen.getByText('×1.26')).toBeTruthy(); // meron: 4000 × 0.95 / 3000
    expect(screen.getByText('×3.80')).toBeTruthy(); // wala: 4000 × 0.95 / 1000
    const wala = screen.getByRole('button', { name: 'Wala' });
    await act(async () => {
      fireEvent.click(wala);
    });
    await waitFor(() => expect(sabongBet).toHaveBeenCalledWith(expect.objectContaining({ fightId: 'f1', side: 'wala', stake: 100 })));
    push(fight('CLOSED'));
    expect((screen.getByRole('button', { name: 'Wala' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('fight-status').textContent).toBe('Betting closed');
  });

  it('shows the balance with the payout once the fight result pays the player', async () => {
    const { push, setWallet } = setup();
    const balance = () => screen.getByTestId('game-balance').textContent ?? '';
    await waitFor(() => expect(balance()).toContain('100.00'));
    const bet = { betId: 'b1', side: 'meron' as const, stake: 100, payout: null };
    const open = fight('OPEN');
    push({ ...open, fight: { ...open.fight!, myBets: [bet] } });
    setWallet(9_900);
    // Still in play: nothing refetched.
    await new Promise((r) => setTimeout(r, 20));
    expect(balance()).toContain('100.00');
    setWallet(10_027); // paid 1.27 on the meron win
    const done = fight('RESULT');
    push({ ...done, fight: { ...done.fight!, result: 'meron', myBets: [{ ...bet, payout: 127 }] } });
    await waitFor(() => expect(balance()).toContain('100.27'));
  });

  it('shows no odds while one side has no bets (such a fight would be refunded, not paid at ×0.95)', () => {
    const { push } = setup();
    const open = fight('OPEN');
    push({ ...open, fight: { ...open.fight!, pools: { meron: 100, wala: 0, draw: 0 }, odds: { meron: 0.95, wala: null, draw: 9 } } });
    expect(screen.queryByText('×0.95')).toBeNull();
    expect(screen.getAllByText('—')).toHaveLength(2);
  });

  it('says so when sabong is switched off for the player', () => {
    const { push } = setup();
    push({ ...fight('OPEN'), enabled: false });
    expect(screen.getByText('Sabong is not available where you are.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Meron' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
