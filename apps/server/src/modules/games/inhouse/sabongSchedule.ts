// Sabong's sandbox schedule: how long each phase of a fight the sandbox runs by itself lasts, and
// SABONG_SANDBOX_SCHEDULE, the setting that shortens it (a browser test's betting window of a few
// seconds) or stretches it (a demo paced like a real derby).

/** The sandbox schedule: how long each phase of an automatic fight lasts. */
export interface SabongSchedule {
  /** Betting open. */
  readonly openMs: number;
  /** Last call: bets still taken. */
  readonly lastCallMs: number;
  /** Betting closed, the fight on: the result is declared at its end. */
  readonly resultMs: number;
  /** The result (or cancellation) stays on screen before the next fight opens. */
  readonly pauseMs: number;
}

export const DEFAULT_SABONG_SCHEDULE: SabongSchedule = { openMs: 60_000, lastCallMs: 15_000, resultMs: 20_000, pauseMs: 10_000 };

const KEYS = { open: 'openMs', lastCall: 'lastCallMs', result: 'resultMs', pause: 'pauseMs' } as const;

/** The shortest phase (the ticker runs four times a second) and the longest (an hour). */
const MIN_PHASE_MS = 500;
const MAX_PHASE_MS = 3_600_000;

/**
 * Reads `open=60,lastCall=15,result=20,pause=10` (seconds, decimals allowed; a phase left out keeps
 * its default). Answers the schedule, or the problem in words.
 */
export function parseSabongSchedule(raw: string, base: SabongSchedule = DEFAULT_SABONG_SCHEDULE): SabongSchedule | { readonly problem: string } {
  const out: Record<keyof SabongSchedule, number> = { ...base };
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return { problem: "SABONG_SANDBOX_SCHEDULE is empty; write e.g. 'open=60,lastCall=15,result=20,pause=10' (seconds)" };
  for (const part of parts) {
    const match = /^(\w+)\s*=\s*(\d+(?:\.\d+)?)$/.exec(part);
    const key = match === null ? undefined : KEYS[match[1] as keyof typeof KEYS];
    if (match === null || key === undefined) {
      return { problem: `SABONG_SANDBOX_SCHEDULE: '${part}' is not one of open=, lastCall=, result=, pause= followed by seconds` };
    }
    const ms = Math.round(Number(match[2]) * 1000);
    if (ms < MIN_PHASE_MS || ms > MAX_PHASE_MS) {
      return { problem: `SABONG_SANDBOX_SCHEDULE: ${match[1]} must be between ${MIN_PHASE_MS / 1000} and ${MAX_PHASE_MS / 1000} seconds, got ${match[2]}` };
    }
    out[key] = ms;
  }
  return out;
}
