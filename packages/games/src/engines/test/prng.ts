// Test-only fast seeded PRNG (sfc32, seeded through splitmix32): stands in for the HMAC stream when
// a test samples a million rounds, so simulations take milliseconds, not minutes.
import { it } from 'vitest';
import type { NextUint32 } from '../fair/seeds';

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A reproducible uniform uint32 source for simulations. */
export function seededUint32(seed: number): NextUint32 {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
}

/**
 * `it` for a simulation of SIMULATED_ROUNDS rounds, skipped inside a mutation run (`pnpm mutation
 * engines`; Stryker's test processes carry STRYKER_MUTATOR_WORKER). Under Stryker's instrumentation
 * one simulation takes minutes, and it would run again for every mutant it reaches: the mutation
 * score counts what the exact tests (expected returns from the tables, fixed vectors, properties)
 * catch, the stricter measure. `pnpm test` runs the simulations as always.
 */
export const itSimulates = it.skipIf(process.env['STRYKER_MUTATOR_WORKER'] !== undefined);

/** Rounds each simulation plays (the brief's 10^6). */
export const SIMULATED_ROUNDS = 1_000_000;

/**
 * Tolerance of a simulated mean of SIMULATED_ROUNDS payouts: 5 standard errors, so a correct table
 * fails about once in 3 million runs while a wrong one (off by a tenth of a percent) is caught.
 */
export function simulationTolerance(payoutStdDev: number, rounds = SIMULATED_ROUNDS): number {
  return (5 * payoutStdDev) / Math.sqrt(rounds);
}
