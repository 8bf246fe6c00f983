// The promotion popups after start-up: the deposit bonus credited while away (spec §7: above 0
// opens the bonus popup) and the daily guaranteed bonus, once per GMT+8 day (spec §1, §4), as the
// red bag on black-gold (spec §2), claimed with the receive call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { testBrand, type TestBrandOverrides } from '../../../test/testBrand';
import { createServices, type ShellServices } from '../../services/services';
import { GUARANTEED_POPUP_KEY, runStartupPromoPopups } from './startupPopups';

let answers: Record<string, unknown>;
let calls: string[];
const t = ((key: string) => key) as unknown as TFunction;
/** 2026-11-23 23:30 and 2026-11-24 00:30 GMT+8: the GMT+8 day turns between them. */
const LATE = Date.UTC(2026, 10, 23, 15, 30);
const NEXT_DAY = Date.UTC(2026, 10, 23, 16, 30);

const activity = (receiveStatus: string) => ({
  id: 'g1',
  title: 'Daily safety net',
  actAmount: 2_000,
  gameArray: [],
  startTime: LATE - 3_600_000,
  endTime: LATE + 86_400_000,
  details: '',
  receivedAmount: 0,
  receiveStatus,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('uId', '1001');
  answers = { '/x2/payListActivity/bonus': 0, '/act-guaranteed/index/popover': null };
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      calls.push(path);
      if (!(path in answers)) return new Response('not found', { status: 404 });
      return new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data: answers[path] }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function services(overrides: TestBrandOverrides = {}): ShellServices {
  return createServices(testBrand(overrides));
}

describe('start-up promotion popups', () => {
  it('opens the bonus popup for a pending deposit bonus above 0, and nothing at 0', async () => {
    answers['/x2/payListActivity/bonus'] = 5_000;
    const s = services();
    const open = vi.spyOn(s.popups, 'open');
    await runStartupPromoPopups(s, t, () => undefined, LATE);
    expect(open).toHaveBeenCalledWith('bonus', expect.objectContaining({ amount: 5_000 }));

    answers['/x2/payListActivity/bonus'] = 0;
    const quiet = services();
    const none = vi.spyOn(quiet.popups, 'open');
    await runStartupPromoPopups(quiet, t, () => undefined, LATE);
    expect(none).not.toHaveBeenCalled();
  });

  it('shows the guaranteed bonus once per GMT+8 day', async () => {
    answers['/act-guaranteed/index/popover'] = activity('IN_PROGRESS');
    const first = services();
    const open = vi.spyOn(first.popups, 'open');
    await runStartupPromoPopups(first, t, () => undefined, LATE);
    expect(open).toHaveBeenCalledWith('bonus', expect.objectContaining({ amount: 2_000, message: 'Daily safety net' }));
    expect(first.kv.get(GUARANTEED_POPUP_KEY)).toBe('2026-11-23');

    // Same GMT+8 day, a new app start: not again (and the popover is not even asked).
    const again = services();
    const openAgain = vi.spyOn(again.popups, 'open');
    const asked = calls.filter((p) => p === '/act-guaranteed/index/popover').length;
    await runStartupPromoPopups(again, t, () => undefined, LATE + 60_000);
    expect(openAgain).not.toHaveBeenCalled();
    expect(calls.filter((p) => p === '/act-guaranteed/index/popover').length).toBe(asked);

    // After midnight GMT+8 it shows again.
    const tomorrow = services();
    const openTomorrow = vi.spyOn(tomorrow.popups, 'open');
    await runStartupPromoPopups(tomorrow, t, () => undefined, NEXT_DAY);
    expect(openTomorrow).toHaveBeenCalledWith('bonus', expect.anything());
  });

  it('on black-gold opens the red bag, and opening it receives the bonus', async () => {
    answers['/act-guaranteed/index/popover'] = activity('CLAIMABLE');
    answers['/act-guaranteed/receive-bonus/g1'] = { receivedAmount: 2_000, receiveStatus: 'RECEIVED' };
    const s = services({ popupSet: 'blackGold' });
    const open = vi.spyOn(s.popups, 'open');
    await runStartupPromoPopups(s, t, () => undefined, LATE);
    const bag = open.mock.calls.find(([id]) => id === 'redBag')?.[1] as { state: string; onOpen(): void };
    expect(bag.state).toBe('closed');
    bag.onOpen();
    // issue 23: the bag's own button is busy while the bonus is received, no modal loading card;
    // received, the same bag opens on the amount.
    const top = () => s.popups.getSnapshot().stack.at(-1);
    expect(top()?.props).toMatchObject({ busy: true, state: 'closed' });
    await waitFor(() => expect(top()?.props).toMatchObject({ state: 'opened', amount: 2_000, busy: false }));
    expect(s.popups.getSnapshot().stack.map((e) => e.id)).toEqual(['redBag']);
    expect(open).not.toHaveBeenCalledWith('loading', expect.anything(), expect.anything());
    expect(calls).toContain('/act-guaranteed/receive-bonus/g1');
  });

  it('shows nothing when the popover has no activity', async () => {
    const s = services();
    const open = vi.spyOn(s.popups, 'open');
    await runStartupPromoPopups(s, t, () => undefined, LATE);
    expect(open).not.toHaveBeenCalled();
  });
});
