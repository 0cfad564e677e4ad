import crypto from 'node:crypto';

/**
 * How much slower than the machines the journeys' time limits were set on this machine runs, between 1 and 3
 * (docs/testing.md "Time limits follow the machine"). The same commit ran its browser suite in 20 minutes on one
 * machine of this kind and in 37 on another, three times slower per CPU second, where a journey ran out of its
 * 120 s with nothing wrong. The limits stretch by the measured factor; what each journey asserts does not change.
 * Measured once by the main process and handed to the workers through the environment, so all share one factor.
 */
const BASELINE_MS = 32;
const MAX_SLOWDOWN = 3;

function measure(): number {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    crypto.pbkdf2Sync('calibration', 'salt', 100_000, 32, 'sha256');
    runs.push(performance.now() - start);
  }
  // The fastest run: the others include whatever else the machine was doing at that moment.
  return Math.min(...runs);
}

function slowdown(): number {
  const known = Number(process.env.E2E_SLOWDOWN);
  if (known >= 1) return known;
  const measured = measure();
  const factor = Math.min(MAX_SLOWDOWN, Math.max(1, Math.round((measured / BASELINE_MS) * 10) / 10));
  process.env.E2E_SLOWDOWN = String(factor);
  console.log(`e2e: time limits ×${factor} (calibration ${Math.round(measured)} ms, ${BASELINE_MS} ms on a normal machine)`);
  return factor;
}

export const SLOWDOWN = slowdown();

/** A time limit set on a normal machine of this kind, stretched for this one. */
export const budget = (ms: number): number => Math.round(ms * SLOWDOWN);
