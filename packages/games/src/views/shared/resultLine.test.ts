import { describe, expect, it } from 'vitest';
import { createI18n } from '@perya/i18n';
import { roundResult } from '@perya/domain';
import { resultMessage, roundMessage } from './resultLine';
import { jumpButton, jumpResult } from '../jump/jumpModel';
import type { JumpStateData } from '@perya/api/contract';

const i18n = createI18n();
const say = (m: ReturnType<typeof roundMessage>, demo = false) => i18n.t(m.key, { ...m.params, demo });

describe('result-line wording: the net truth (issue 23 §1, §6)', () => {
  it('a win names what the player is up, not the payout', () => {
    expect(say(roundMessage(100, 200))).toBe('You won ₱1.00');
    expect(roundMessage(100, 200).tone).toBe('win');
  });

  it('a stake paid back is "Stake back", never "You won"', () => {
    const m = roundMessage(200, 200);
    expect(say(m)).toBe('Stake back: ₱2.00');
    expect(say(m)).not.toMatch(/won/i);
    expect(m.tone).toBe('neutral');
  });

  it('part of the stake back is a loss of the rest, with what came back', () => {
    expect(say(roundMessage(300, 200))).toBe('Lost ₱1.00 (₱2.00 of ₱3.00 back)');
  });

  it('nothing back is a loss of the stake; demo money shows as D$', () => {
    expect(say(roundMessage(100, 0))).toBe('Lost ₱1.00');
    expect(say(roundMessage(100, 0), true)).toBe('Lost D$1.00');
  });

  it('jump names the cash-out multiplier of a win and the crash point of a loss', () => {
    expect(say(resultMessage(roundResult(100, 110), { cashedOutAt: '1.10×', crashedAt: null }))).toBe('Cashed out at 1.10×: won ₱0.10');
    expect(say(resultMessage(roundResult(100, 0), { cashedOutAt: null, crashedAt: '1.15×' }))).toBe('Crashed at 1.15×: lost ₱1.00');
  });
});

function jumpState(over: Partial<JumpStateData>): JumpStateData {
  return {
    roundId: 'r1',
    gameNumber: 1,
    phase: 'betting',
    serverTime: 0,
    bettingEndsAt: 5_000,
    startedAt: null,
    multiplierX100: 100,
    crashPointX100: null,
    growthPerMs: 0.00006,
    gameHash: null,
    terminatingHash: 'ab'.repeat(32),
    salt: 'salt',
    bets: [],
    history: [],
    ...over,
  };
}

const myBet = { betId: 'b1', mine: true, stake: 1_200, autoCashOutX100: null, cashOutX100: null, payout: 0 };

describe('jump: the main button is what it does now (issue 23 §6)', () => {
  it('bets in the window, shows the bet placed until take-off, cashes out while it rides, then waits', () => {
    expect(jumpButton(jumpState({}))).toEqual({ kind: 'bet' });
    expect(jumpButton(jumpState({ bets: [myBet] }))).toEqual({ kind: 'placed', stake: 1_200 });
    expect(jumpButton(jumpState({ phase: 'running', startedAt: 5_000, bets: [myBet] }))).toEqual({ kind: 'cashOut' });
    expect(jumpButton(jumpState({ phase: 'running', startedAt: 5_000, bets: [{ ...myBet, cashOutX100: 150, payout: 1_800 }] }))).toEqual({ kind: 'wait' });
    expect(jumpButton(jumpState({ phase: 'running', startedAt: 5_000 }))).toEqual({ kind: 'wait' });
    expect(jumpButton(null)).toEqual({ kind: 'wait' });
  });

  it('says the result once every bet of the player is settled', () => {
    expect(jumpResult(jumpState({ phase: 'running', startedAt: 5_000, bets: [myBet] }))).toBeNull();
    const out = jumpResult(jumpState({ phase: 'running', startedAt: 5_000, bets: [{ ...myBet, cashOutX100: 110, payout: 1_320 }] }));
    expect(out && say(out)).toBe('Cashed out at 1.10×: won ₱1.20');
    const lost = jumpResult(jumpState({ phase: 'crashed', crashPointX100: 104, multiplierX100: 104, bets: [myBet] }));
    expect(lost && say(lost)).toBe('Crashed at 1.04×: lost ₱12.00');
    expect(jumpResult(jumpState({ phase: 'crashed', crashPointX100: 104 }))).toBeNull();
  });
});
