import { describe, expect, it, vi } from 'vitest';
import { createPopupStore } from './popupStore';

describe('createPopupStore', () => {
  it('stacks popups in open order and closes by handle or by id', () => {
    const store = createPopupStore({ getActiveElement: () => null });
    const win = store.open('win', { amount: 500 });
    const bonus = store.open('bonus', { amount: 100 });
    const win2 = store.open('win', { amount: 900 });
    expect(store.getSnapshot().stack.map((e) => e.id)).toEqual(['win', 'bonus', 'win']);
    store.close(bonus);
    expect(store.getSnapshot().stack.map((e) => e.handle.key)).toEqual([win.key, win2.key]);
    store.close('win');
    expect(store.getSnapshot().stack).toEqual([]);
  });

  it('closes through the handle and calls onClosed once', () => {
    const store = createPopupStore({ getActiveElement: () => null });
    const onClosed = vi.fn();
    const handle = store.open('logout', { onConfirm: () => {} }, { onClosed });
    handle.close();
    handle.close();
    expect(store.getSnapshot().stack).toHaveLength(0);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closeAll empties the stack and notifies subscribers', () => {
    const store = createPopupStore({ getActiveElement: () => null });
    const listener = vi.fn();
    store.subscribe(listener);
    store.open('win', { amount: 1 });
    store.open('points', { points: 35 });
    store.closeAll();
    expect(store.getSnapshot().stack).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('remembers the opener and makes loading non-dismissible', () => {
    const opener = { id: 'opener' } as unknown as Element;
    const store = createPopupStore({ getActiveElement: () => opener });
    store.open('loading', {});
    store.open('win', { amount: 1 });
    const [loading, win] = store.getSnapshot().stack;
    expect(loading?.dismissible).toBe(false);
    expect(win?.dismissible).toBe(true);
    expect(win?.opener).toBe(opener);
  });

  it('queues toasts in order; open("toast") queues instead of stacking', () => {
    const store = createPopupStore({ getActiveElement: () => null });
    store.toast('first');
    store.open('toast', { message: 'second', tone: 'error' });
    expect(store.getSnapshot().stack).toEqual([]);
    const [a, b] = store.getSnapshot().toasts;
    expect([a?.message, b?.message, b?.tone]).toEqual(['first', 'second', 'error']);
    store.dismissToast(a!.key);
    expect(store.getSnapshot().toasts.map((t) => t.message)).toEqual(['second']);
  });

  it('says one message once: the same toast while it waits or shows is not queued again (issue 23)', () => {
    const store = createPopupStore({ getActiveElement: () => null });
    const first = store.toast('Network anomaly, please try again later.', { tone: 'error' });
    store.toast('Saved');
    expect(store.toast('Network anomaly, please try again later.', { tone: 'error' })).toBe(first);
    expect(store.getSnapshot().toasts.map((t) => t.message)).toEqual(['Network anomaly, please try again later.', 'Saved']);
    // Once it is gone, the same words may be said again.
    store.dismissToast(first);
    store.toast('Network anomaly, please try again later.', { tone: 'error' });
    expect(store.getSnapshot().toasts.map((t) => t.message)).toEqual(['Saved', 'Network anomaly, please try again later.']);
  });

  it('refuses a popup of a set the host does not render, and leaves the stack alone', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createPopupStore({ sets: ['base'], getActiveElement: () => null });
    store.open('logout', { onConfirm: () => {} });
    expect(store.getSnapshot().stack).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"logout"'));
    store.setSets(['base', 'blackGold']);
    store.open('logout', { onConfirm: () => {} });
    expect(store.getSnapshot().stack.map((e) => e.id)).toEqual(['logout']);
  });

  it('update changes the props of one open popup in place and leaves a closed one alone', () => {
    const store = createPopupStore({ getActiveElement: () => null });
    const onSubmit = () => {};
    const bind = store.open('bind', { kind: 'phone', dialCode: '+63', onSubmit, resendSeconds: 0 });
    const win = store.open('win', { amount: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.update(bind, { resendSeconds: 119, error: 'Code incorrect' });
    const [entry, other] = store.getSnapshot().stack;
    expect(entry?.handle).toBe(bind);
    expect(entry?.props).toEqual({ kind: 'phone', dialCode: '+63', onSubmit, resendSeconds: 119, error: 'Code incorrect' });
    expect(other?.props).toEqual({ amount: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    bind.close();
    store.update(bind, { busy: true });
    expect(store.getSnapshot().stack.map((e) => e.handle)).toEqual([win]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
