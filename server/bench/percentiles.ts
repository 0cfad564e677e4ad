/** The p-th percentile of a list of times (nearest rank), for the benchmarks' tables. */
export const percentile = (list: number[], p: number): number => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
};

/** One markdown table row: name, count, p50, p95 and p99 in ms. */
export const percentileRow = (name: string, list: number[]): string =>
  `| ${name} | ${list.length} | ${percentile(list, 50).toFixed(1)} | ${percentile(list, 95).toFixed(1)} | ${percentile(list, 99).toFixed(1)} |`;
