// The time zone and lunar date of the device object (spec §3), worked out in a worker when the
// browser has them (deviceClock.worker.ts), on the main thread otherwise.

export interface DeviceClock {
  readonly timezone: string;
  readonly lunarDate: string;
}

/** The lunar (Chinese calendar) date; empty when the engine has no such calendar. */
export function lunarDate(date: Date): string {
  try {
    return new Intl.DateTimeFormat('zh-CN-u-ca-chinese', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
  } catch (_) {
    return '';
  }
}

/** On the calling thread. */
export function clockHere(now: Date): DeviceClock {
  return { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone, lunarDate: lunarDate(now) };
}

const WORKER_TIMEOUT_MS = 3_000;

/** In a worker; on the calling thread when workers are missing or the worker fails or is slow. */
export function deviceClock(now: Date): Promise<DeviceClock> {
  if (typeof Worker === 'undefined') return Promise.resolve(clockHere(now));
  return new Promise((resolve) => {
    let worker: Worker | null = null;
    const done = (clock: DeviceClock) => {
      clearTimeout(timer);
      worker?.terminate();
      worker = null;
      resolve(clock);
    };
    const timer = setTimeout(() => done(clockHere(now)), WORKER_TIMEOUT_MS);
    try {
      worker = new Worker(new URL('./deviceClock.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<DeviceClock>) => done(event.data);
      worker.onerror = () => done(clockHere(now));
      worker.postMessage(now.getTime());
    } catch (_) {
      done(clockHere(now));
    }
  });
}
