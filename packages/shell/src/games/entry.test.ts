import { describe, expect, it } from 'vitest';
import { initialDemoState, recordDemoEntry } from '@perya/domain';
import { entryPlan } from './entry';

const times = (n: number, game: 'jump' | 'scratch') => {
  let s = initialDemoState(game);
  for (let i = 0; i < n; i++) s = recordDemoEntry(s);
  return s;
};

describe('entering an in-house game (spec §2, §4)', () => {
  const guestDemo = { demoRequested: true, loggedIn: false, fair: false };
  it('asks with the play-entry popup until jump, ring or dice has 3 demo entries, then enters directly', () => {
    expect(entryPlan('jump', guestDemo, times(0, 'jump'))).toBe('playEntryPopup');
    expect(entryPlan('jump', guestDemo, times(2, 'jump'))).toBe('playEntryPopup');
    expect(entryPlan('jump', guestDemo, times(3, 'jump'))).toBe('demoDirect');
  });
  it('enters scratch and color demo directly (they start with 4 entries)', () => {
    expect(entryPlan('scratch', { demoRequested: true, loggedIn: true, fair: false }, initialDemoState('scratch'))).toBe('demoDirect');
  });
  it('plays for real when logged in without the demo flag, and sabong is never a demo', () => {
    expect(entryPlan('dice', { demoRequested: false, loggedIn: true, fair: false }, initialDemoState('dice'))).toBe('real');
    expect(entryPlan(null, guestDemo, null)).toBe('real');
  });
  it('opens the fairness page of a demo game without counting an entry', () => {
    expect(entryPlan('ring', { ...guestDemo, fair: true }, initialDemoState('ring'))).toBe('demoView');
  });
  it('a demo chosen in the black-gold game-entry popup enters directly: the play-entry question was just asked', () => {
    expect(entryPlan('jump', { ...guestDemo, demoChosen: true }, times(0, 'jump'))).toBe('demoDirect');
    expect(entryPlan('dice', { demoRequested: true, loggedIn: true, fair: false, demoChosen: true }, initialDemoState('dice'))).toBe('demoDirect');
    // The flag alone asks for no demo: a logged-in player without the demo flag plays for real.
    expect(entryPlan('dice', { demoRequested: false, loggedIn: true, fair: false, demoChosen: true }, initialDemoState('dice'))).toBe('real');
  });
});
