import { describe, expect, it } from 'vitest';
import { DEMO_START_BALANCE_MINOR, initialDemoState } from '@perya/domain';
import { demoTransportForTest, memoryKv } from '../testing';
import { createDemoStore } from './demoStore';
import type { JumpStateData } from '@perya/api/contract';
import { GameRefusal } from './types';

const dice = { game: 'dice', stake: 500, chanceX100: 5000, direction: 'under' } as const;

describe('demo mode (spec §4: balance 100 per game, switch-to-real after more than 3 bets)', () => {
  it('starts every game at 100 and moves only that game’s balance', async () => {
    const { transport, store } = demoTransportForTest();
    expect(await transport.balance('dice')).toBe(DEMO_START_BALANCE_MINOR);
    const { round, balance } = await transport.play(dice, 'req-00000001');
    expect(balance).toBe(DEMO_START_BALANCE_MINOR - 500 + round.payout);
    expect(store.get('dice')).toEqual({ balance, betCount: 1, entryCount: 0 });
    expect(await transport.balance('ring')).toBe(DEMO_START_BALANCE_MINOR);
  });

  it('counts bets so the fourth asks for the switch to real', async () => {
    const { transport, store } = demoTransportForTest();
    for (let i = 1; i <= 4; i++) {
      await transport.play(dice, `req-bet-${i}xx`);
      expect(store.get('dice').betCount).toBe(i);
    }
  });

  it('settles a repeated requestId once (a retried bet is never doubled)', async () => {
    const { transport, store } = demoTransportForTest();
    const first = await transport.play(dice, 'req-same-id');
    const again = await transport.play(dice, 'req-same-id');
    expect(again).toBe(first);
    expect(store.get('dice').betCount).toBe(1);
  });

  it('refuses a stake above the demo balance and changes nothing', async () => {
    const { transport, store } = demoTransportForTest();
    const before = store.get('scratch');
    await expect(transport.play({ game: 'scratch', stake: DEMO_START_BALANCE_MINOR + 1 }, 'req-too-much')).rejects.toMatchObject({
      messageKey: 'insufficientAvailableBalance',
    });
    expect(store.get('scratch')).toEqual(before);
    await expect(transport.play({ game: 'ring', bets: { blue: 50 } }, 'req-under-min')).rejects.toBeInstanceOf(GameRefusal);
    expect(store.get('ring')).toEqual(initialDemoState('ring'));
  });

  it('keeps demo state in storage across reloads and repairs a damaged value', async () => {
    const kv = memoryKv();
    const store = createDemoStore(kv);
    store.set('jump', { balance: 1234, betCount: 2, entryCount: 3 });
    expect(createDemoStore(kv).get('jump')).toEqual({ balance: 1234, betCount: 2, entryCount: 3 });
    expect(createDemoStore(memoryKv({ demoState: '{oops' })).get('color')).toEqual(initialDemoState('color'));
    expect(createDemoStore(memoryKv({ demoState: '{"dice":{"balance":-5}}' })).get('dice')).toEqual(initialDemoState('dice'));
  });

  it('has no demo sabong', async () => {
    const { transport } = demoTransportForTest();
    await expect(transport.balance('sabong')).rejects.toMatchObject({ messageKey: 'featureDisabled' });
  });
});

describe('demo jump (the engine’s rounds on a local hash chain)', () => {
  it('takes bets in the window, pays auto cash-outs into the demo balance, refuses late bets, opens the next round', async () => {
    let now = 1_000_000;
    let tick: () => void = () => undefined;
    const { transport, store } = demoTransportForTest({
      now: () => now,
      jumpPauseMs: 1000,
      jumpTimer: (fn) => {
        tick = fn;
        return () => undefined;
      },
    });
    const states: JumpStateData[] = [];
    const stop = transport.subscribeJump({ state: (s) => states.push(s) });
    const first = states[0]!;
    expect(first.phase).toBe('betting');
    expect(first.crashPointX100).toBeNull(); // never before the crash
    await transport.jumpBet({ requestId: 'jump-bet-1', roundId: first.roundId, stake: 1000, autoCashOutX100: 101 });
    const placed = await transport.jumpBet({ requestId: 'jump-bet-2', roundId: first.roundId, stake: 1000, autoCashOutX100: null });
    expect(placed.balance).toBe(DEMO_START_BALANCE_MINOR - 2000);
    expect(store.get('jump').betCount).toBe(2);
    for (let i = 0; i < 100_000 && !states.some((s) => s.phase === 'crashed'); i++) {
      now += 50;
      tick();
    }
    const crashed = states.find((s) => s.phase === 'crashed')!;
    expect(crashed.crashPointX100).not.toBeNull();
    const auto = crashed.bets.find((b) => b.betId === 'jump-bet-1')!;
    const manual = crashed.bets.find((b) => b.betId === 'jump-bet-2')!;
    expect(manual.payout).toBe(0); // never cashed out: lost at the crash
    expect(auto.payout).toBe(crashed.crashPointX100! >= 101 ? 1010 : 0);
    expect(store.get('jump').balance).toBe(DEMO_START_BALANCE_MINOR - 2000 + auto.payout);
    await expect(transport.jumpBet({ requestId: 'jump-late-1', roundId: crashed.roundId, stake: 1000, autoCashOutX100: null })).rejects.toBeInstanceOf(GameRefusal);
    expect(store.get('jump').balance).toBe(DEMO_START_BALANCE_MINOR - 2000 + auto.payout); // a refused bet costs nothing
    now += 1000;
    tick();
    const next = states.at(-1)!;
    expect(next.phase).toBe('betting');
    expect(next.roundId).not.toBe(crashed.roundId);
    expect(next.history[0]).toMatchObject({ roundId: crashed.roundId, crashPointX100: crashed.crashPointX100 });
    stop();
  });
});
