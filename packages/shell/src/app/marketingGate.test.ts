import { describe, expect, it } from 'vitest';
import { createPopupStore } from '@perya/ui/popups';
import { createMarketingGate, marketingArrivedKey } from './marketingGate';

function setup(opts: { path?: string; account?: string | null; arrived?: boolean } = {}) {
  const popups = createPopupStore({ sets: ['base'], getActiveElement: () => null });
  const map = new Map<string, string>();
  const account = opts.account === undefined ? '1001' : opts.account;
  if (opts.arrived) map.set(marketingArrivedKey(account), '1');
  const where = { path: opts.path ?? '/' };
  const gate = createMarketingGate({
    popups,
    kv: { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v) },
    pathname: () => where.path,
    account: () => account,
  });
  const tg = () => popups.open('appDownload', { onDownload: () => undefined, title: 'Join us on Telegram' });
  const points = () => popups.open('points', { points: 35 });
  return { popups, gate, where, map, tg, points };
}

const ids = (popups: ReturnType<typeof setup>['popups']) => popups.getSnapshot().stack.map((e) => e.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('issue 23: the marketing gate applies the popup etiquette (domain popupEtiquette)', () => {
  it('shows one popup on a player first arrival and skips the rest (not marked, so due next arrival)', async () => {
    const { popups, gate, map, tg, points } = setup();
    const first = gate.offer('signIn', points);
    const second = gate.offer('tg', tg);
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(ids(popups)).toEqual(['points']);
    expect(map.get(marketingArrivedKey('1001'))).toBe('1');
  });

  it('never stacks: a later arrival shows the next one only once the first is closed', async () => {
    const { popups, gate, tg, points } = setup({ arrived: true });
    const first = gate.offer('signIn', points);
    const second = gate.offer('tg', tg);
    expect(await first).toBe(true);
    await settle();
    expect(ids(popups)).toEqual(['points']);
    popups.close('points');
    expect(await second).toBe(true);
    expect(ids(popups)).toEqual(['appDownload']);
  });

  it('never opens over a game: it waits for the player to leave it', async () => {
    const { popups, gate, where, tg } = setup({ path: '/games/og' });
    let opened: boolean | undefined;
    void gate.offer('tg', tg).then((v) => (opened = v));
    await settle();
    expect(ids(popups)).toEqual([]);
    expect(opened).toBeUndefined();
    where.path = '/';
    gate.poke();
    await settle();
    expect(opened).toBe(true);
    expect(ids(popups)).toEqual(['appDownload']);
  });

  it('waits for the start-up overlay (or any popup) to close', async () => {
    const { popups, gate, tg } = setup();
    const loading = popups.open('loading', {}, { dismissible: false });
    const offered = gate.offer('tg', tg);
    await settle();
    expect(ids(popups)).toEqual(['loading']);
    loading.close();
    expect(await offered).toBe(true);
  });

  it('a popup that finds nothing to show does not use up the arrival', async () => {
    const { popups, gate, points } = setup();
    expect(await gate.offer('depositBonus', async () => null)).toBe(false);
    expect(await gate.offer('signIn', points)).toBe(true);
    expect(ids(popups)).toEqual(['points']);
  });
});
