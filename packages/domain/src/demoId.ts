// The demo id of spec §3 ('D' + 10000–20000). Its own module, apart from the demo game rules
// (demo.ts): start-up creates the id, so the bundle keeps the rest of demo.ts out of the first load.

/** Smallest and largest number of a demo id (spec §3: D plus a random number 10000–20000). */
export const DEMO_ID_MIN = 10_000;
export const DEMO_ID_MAX = 20_000;
export const DEMO_ID_PREFIX = 'D';

/**
 * spec §3 demo id: 'D' + an integer 10000–20000 (inclusive), drawn from the injected random
 * source (a function giving [0, 1) like Math.random), created at start-up when absent.
 */
export function createDemoId(random: () => number): string {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return `${DEMO_ID_PREFIX}${DEMO_ID_MIN + Math.floor(r * (DEMO_ID_MAX - DEMO_ID_MIN + 1))}`;
}

/** spec §3/§5 demo user code: the number of a valid demo id ('D' + 5 digits, 10000–20000), else undefined. */
export function parseDemoId(text: string): number | undefined {
  const match = /^D(\d{5})$/.exec(text);
  if (match === null) return undefined;
  const n = Number(match[1]);
  return n >= DEMO_ID_MIN && n <= DEMO_ID_MAX ? n : undefined;
}

/** Whether a text is a valid demo id (spec §3, §5). */
export function isDemoId(text: string): boolean {
  return parseDemoId(text) !== undefined;
}
