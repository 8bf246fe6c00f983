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

  it('says why a fight was cancelled, for each reason, and that the stakes are back', () => {
    const { push } = setup();
    const bet = { betId: 'b1', side: 'meron' as const, stake: 500, payout: 500 };
    const texts = {
      lowOdds: 'Fight cancelled: one side would have paid ×1.07 or less per peso. Every bet is refunded.',
      notDeclared: 'Fight cancelled: no result was declared in time. Every bet is refunded.',
      operator: 'Fight cancelled by the arena. Every bet is refunded.',
    } as const;
    for (const [reason, text] of Object.entries(texts)) {
      const cancelled = fight('CANCELLED');
      push({ ...cancelled, fight: { ...cancelled.fight!, cancelReason: reason as keyof typeof texts, myBets: [bet] } });
      expect(screen.getByTestId('fight-result').textContent).toBe(text);
      expect(screen.getByTestId('round-result').textContent).toBe('Your stakes are back: ₱5.00');
    }
  });

  it('tells the net truth of a result: a win net of the stakes, a partial return, a loss', () => {
    const { push } = setup();
    const done = fight('RESULT');
    const show = (myBets: NonNullable<SabongStateData['fight']>['myBets']) => {
      push({ ...done, fight: { ...done.fight!, result: 'meron', myBets } });
      return screen.getByTestId('round-result').textContent;
    };
    expect(show([{ betId: 'a', side: 'meron', stake: 100, payout: 127 }])).toBe('You won ₱0.27');
    expect(show([{ betId: 'a', side: 'meron', stake: 100, payout: 127 }, { betId: 'b', side: 'wala', stake: 100, payout: 0 }])).toBe('You got ₱1.27 back, ₱0.73 less than you staked');
    expect(show([{ betId: 'b', side: 'wala', stake: 100, payout: 0 }])).toBe('You lost ₱1.00');
    expect(screen.getByTestId('fight-result').textContent).toBe('Meron wins');
  });

  it('counts down to the arena\'s next move by server time', () => {
    const { push } = setup();
    const open = fight('OPEN');
    const serverTime = Date.now() + 60_000; // the server's clock runs a minute ahead of ours
    push({ ...open, serverTime, fight: { ...open.fight!, nextAt: serverTime + 4_200 } });
    expect(screen.getByTestId('fight-countdown').textContent).toBe('Closes in 5s');
    push({ ...fight('CLOSED'), serverTime, fight: { ...fight('CLOSED').fight!, nextAt: null } });
    expect(screen.queryByTestId('fight-countdown')).toBeNull();
  });

  it("plays the operator's HLS stream in a muted inline video, and frames an embeddable player page", async () => {
    const { push } = setup();
    push({ ...fight('OPEN'), streamUrl: 'https://live.example/arena/pit.m3u8' });
    const video = (await screen.findByTestId('sabong-video')) as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    push({ ...fight('OPEN'), streamUrl: 'https://live.example/embed/pit' });
    expect(screen.queryByTestId('sabong-video')).toBeNull();
    expect(screen.getByTitle('Live fight').tagName).toBe('IFRAME');
    push({ ...fight('OPEN'), streamUrl: null });
    expect(screen.getByText('The live video starts with the next fight.')).toBeTruthy();
  });
});
