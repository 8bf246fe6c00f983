import { describe, expect, it, vi } from 'vitest';
import { TRACKED_EVENTS, type AdTrackingPayload } from '@perya/domain';
import { createEventReporter } from './reporter';
import { createTransport, type EventReportPayload } from './transports';

const ctx = {
  appCode: 'APP',
  gaId: () => 'ga_1',
  userId: () => 'u1',
  h5Id: () => 'h5',
  aaid: () => 'aa',
  mainAppFlag: () => false,
};
const whitelist = (e: string) => ['brandH5.enter', 'newApp.enter'].includes(e);

describe('event transports (spec §6)', () => {
  it('none sends nothing', async () => {
    const post = vi.fn();
    const t = createTransport('none', { bridge: () => null, postEventReport: post });
    expect(await createEventReporter(t, whitelist, ctx).report('brandH5.enter')).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  it('the Android bridge gets the event name as UTF-8 bytes', async () => {
    const pushCustom = vi.fn();
    const t = createTransport('androidBridge', { bridge: () => ({ pushCustom }), postEventReport: vi.fn() });
    expect(await createEventReporter(t, whitelist, ctx).report('newApp.enter')).toBe(true);
    const bytes = pushCustom.mock.calls[0]?.[0] as number[];
    expect(new TextDecoder().decode(new Uint8Array(bytes))).toBe('newApp.enter');
  });

  it('the Android bridge transport is quiet outside the wrapper', async () => {
    const t = createTransport('androidBridge', { bridge: () => null, postEventReport: vi.fn() });
    expect(await t.send({ eventType: 'x' } as EventReportPayload)).toBe(false);
  });

  it('the attribution service gets the full payload and its failure is swallowed', async () => {
    const post = vi.fn(async (_p: EventReportPayload) => ({}));
    const t = createTransport('attribution', { bridge: () => null, postEventReport: post });
    await createEventReporter(t, whitelist, ctx).report('brandH5.enter', 'v');
    expect(post).toHaveBeenCalledWith({ eventType: 'brandH5.enter', eventValue: 'v', appCode: 'APP', gaId: 'ga_1', userId: 'u1', h5Id: 'h5', aaid: 'aa' });
    const failing = createTransport('attribution', { bridge: () => null, postEventReport: () => Promise.reject(new Error('x')) });
    expect(await failing.send({ eventType: 'x' } as EventReportPayload)).toBe(false);
  });

  it('drops events outside the whitelist and everything when the main-app flag is set', async () => {
    const post = vi.fn(async () => ({}));
    const t = createTransport('attribution', { bridge: () => null, postEventReport: post });
    expect(await createEventReporter(t, whitelist, ctx).report('deposit.click')).toBe(false);
    expect(await createEventReporter(t, whitelist, { ...ctx, mainAppFlag: () => true }).report('brandH5.enter')).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('spec §5 other tracked events through the brand transport', () => {
  const decode = (bytes: unknown) => new TextDecoder().decode(new Uint8Array(bytes as number[]));

  it('each tracked event goes to the Android bridge under its spec name', async () => {
    const pushCustom = vi.fn();
    const post = vi.fn();
    const reporter = createEventReporter(createTransport('androidBridge', { bridge: () => ({ pushCustom }), postEventReport: post }), whitelist, ctx);
    for (const event of Object.values(TRACKED_EVENTS)) expect(await reporter.track(event)).toBe(true);
    expect(pushCustom.mock.calls.map((c) => decode(c[0]))).toEqual(Object.values(TRACKED_EVENTS));
    // Never the event-report call (spec §5: only the fixed map is sent there).
    expect(post).not.toHaveBeenCalled();
  });

  it('the attribution service gets each as a push (event and device object), never an event report', async () => {
    const post = vi.fn(async () => ({}));
    const push = vi.fn(async (_e: string) => ({}));
    const reporter = createEventReporter(createTransport('attribution', { bridge: () => null, postEventReport: post, postPushBranch: push }), whitelist, ctx);
    expect(await reporter.track(TRACKED_EVENTS.depositClick)).toBe(true);
    expect(push).toHaveBeenCalledWith('deposit.click');
    expect(post).not.toHaveBeenCalled();
    const failing = createTransport('attribution', { bridge: () => null, postEventReport: post, postPushBranch: () => Promise.reject(new Error('x')) });
    expect(await failing.push('login')).toBe(false);
  });

  it('spec §6: nothing through the transport for the main app (none, or the main-app flag)', async () => {
    const pushCustom = vi.fn();
    const none = createEventReporter(createTransport('none', { bridge: () => ({ pushCustom }), postEventReport: vi.fn() }), whitelist, ctx);
    expect(await none.track(TRACKED_EVENTS.login)).toBe(false);
    const flagged = createEventReporter(createTransport('androidBridge', { bridge: () => ({ pushCustom }), postEventReport: vi.fn() }), whitelist, { ...ctx, mainAppFlag: () => true });
    expect(await flagged.track(TRACKED_EVENTS.login)).toBe(false);
    expect(pushCustom).not.toHaveBeenCalled();
  });

  it('spec §7: a player who arrived from an ad also sends the ad-tracking POST, on every brand', async () => {
    const ads: AdTrackingPayload[] = [];
    const adCtx = {
      ...ctx,
      mainAppFlag: () => true,
      adClick: () => ({ tracking_code: 'cmp-7', fbclid: 'abc', fbc: 'fb.1.1.abc', fbp: 'fb.1.2.3', fingerId: 'f1' }),
      postAdTracking: async (p: AdTrackingPayload) => void ads.push(p),
    };
    const reporter = createEventReporter(createTransport('none', { bridge: () => null, postEventReport: vi.fn() }), whitelist, adCtx);
    await reporter.track(TRACKED_EVENTS.googleLogin);
    expect(ads).toEqual([{ tracking_code: 'cmp-7', event_type: 'googleLogin', fbc: 'fb.1.1.abc', fbp: 'fb.1.2.3', fbclid: 'abc', fingerId: 'f1' }]);
    // Without an ad click, nothing goes to the ad system.
    await createEventReporter(createTransport('none', { bridge: () => null, postEventReport: vi.fn() }), whitelist, { ...adCtx, adClick: () => ({}) }).track(TRACKED_EVENTS.login);
    expect(ads).toHaveLength(1);
    // A failing ad-tracking call is swallowed (spec §8).
    const failing = createEventReporter(createTransport('none', { bridge: () => null, postEventReport: vi.fn() }), whitelist, { ...adCtx, postAdTracking: () => Promise.reject(new Error('down')) });
    await expect(failing.track(TRACKED_EVENTS.login)).resolves.toBe(false);
  });
});
