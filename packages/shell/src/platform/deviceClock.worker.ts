// The Intl-heavy part of the device object (spec §3), off the main thread: the first
// Intl.DateTimeFormat loads the time-zone data and the lunar date the Chinese calendar's, tens of
// milliseconds of main-thread time on a phone at start-up (issue 13: long tasks). The page posts
// the time of collection; the worker answers with the time zone and the lunar date.
import { lunarDate } from './deviceClock';

const scope = self as unknown as { onmessage: ((e: MessageEvent<number>) => void) | null; postMessage(data: unknown): void };
scope.onmessage = (event) => {
  scope.postMessage({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone, lunarDate: lunarDate(new Date(event.data)) });
};
