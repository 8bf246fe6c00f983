import { describe, expect, it, vi } from 'vitest';
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
