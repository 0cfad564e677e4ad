/** Samples a sparkline holds: three minutes at one sample every 3 s. */
export const SPARKLINE_CAPACITY = 60;

export type SparklineBox = { width: number; height: number; capacity?: number; /** The value at the top; else the largest value (at least 1). */ max?: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The SVG points of a sparkline: the newest value at the right edge, each older one a step of `width / (capacity - 1)`
 * to the left (so the line grows in from the right as samples arrive), 0 at the bottom and `max` at the top, values
 * outside clamped into the box.
 */
export function sparklinePoints(values: readonly number[], box: SparklineBox): Array<[number, number]> {
  const capacity = Math.max(2, box.capacity ?? SPARKLINE_CAPACITY);
  const shown = values.slice(-capacity);
  const top = box.max ?? Math.max(1, ...shown.filter(Number.isFinite));
  const step = box.width / (capacity - 1);
  return shown.map((v, i) => {
    const ratio = Number.isFinite(v) && top > 0 ? Math.min(1, Math.max(0, v / top)) : 0;
    return [round2(box.width - (shown.length - 1 - i) * step), round2(box.height - ratio * box.height)];
  });
}

/** The `d` of an SVG path through the points; a single sample is a dot (a zero-length line with round caps). */
export function sparklinePath(values: readonly number[], box: SparklineBox): string {
  const points = sparklinePoints(values, box);
  const [first] = points;
  if (!first) return '';
  const rest = points.length === 1 ? [first] : points.slice(1);
  return `M${first[0]} ${first[1]}${rest.map(([x, y]) => ` L${x} ${y}`).join('')}`;
}
