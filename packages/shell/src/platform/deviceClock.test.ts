import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockHere, deviceClock, lunarDate } from './deviceClock';

const NOW = new Date('2026-02-17T04:00:00Z');

describe('device clock (time zone and lunar date)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('works them out on the main thread when there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const clock = await deviceClock(NOW);
    expect(clock).toEqual(clockHere(NOW));
    expect(clock.timezone).not.toBe('');
    expect(clock.lunarDate).toBe(lunarDate(NOW));
  });

  it('takes the answer of the worker, which it is given the time of collection', async () => {
    const posted: unknown[] = [];
    let terminated = false;
    class FakeWorker {
      onmessage: ((e: { data: unknown }) => void) | null = null;
      onerror: (() => void) | null = null;
      postMessage(data: unknown) {
        posted.push(data);
        setTimeout(() => this.onmessage?.({ data: { timezone: 'Asia/Manila', lunarDate: 'from the worker' } }), 0);
      }
      terminate() {
        terminated = true;
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    await expect(deviceClock(NOW)).resolves.toEqual({ timezone: 'Asia/Manila', lunarDate: 'from the worker' });
    expect(posted).toEqual([NOW.getTime()]);
    expect(terminated).toBe(true);
  });

  it('falls back to the main thread when the worker fails', async () => {
    class BrokenWorker {
      onmessage: ((e: { data: unknown }) => void) | null = null;
      onerror: (() => void) | null = null;
      postMessage() {
        setTimeout(() => this.onerror?.(), 0);
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', BrokenWorker);
    await expect(deviceClock(NOW)).resolves.toEqual(clockHere(NOW));
  });
});
