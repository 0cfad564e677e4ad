import { describe, expect, it } from 'vitest';
import { sparklinePath, sparklinePoints } from './sparkline';

describe('sparkline maths', () => {
  const box = { width: 100, height: 20, capacity: 5 };

  it('puts the newest value at the right edge, older ones a step to the left each', () => {
    expect(sparklinePoints([0, 5, 10], { ...box, max: 10 })).toEqual([[50, 20], [75, 10], [100, 0]]);
  });

  it('scales to the largest value when no top is given, and never divides by zero', () => {
    expect(sparklinePoints([2, 4], box)).toEqual([[75, 10], [100, 0]]);
    expect(sparklinePoints([0, 0], box)).toEqual([[75, 20], [100, 20]]);
  });

  it('clamps values outside the box and treats non-numbers as zero', () => {
    expect(sparklinePoints([-5, 150, Number.NaN], { ...box, max: 100 })).toEqual([[50, 20], [75, 0], [100, 20]]);
  });

  it('keeps only the last `capacity` values', () => {
    const points = sparklinePoints([9, 1, 2, 3, 4, 5], { ...box, max: 5 });
    expect(points).toHaveLength(5);
    expect(points[0]).toEqual([0, 16]);
  });

  it('draws a path through the points, a dot for one sample and nothing for none', () => {
    expect(sparklinePath([0, 10], { ...box, max: 10 })).toBe('M75 20 L100 0');
    expect(sparklinePath([5], { ...box, max: 10 })).toBe('M100 10 L100 10');
    expect(sparklinePath([], box)).toBe('');
  });

  it('rounds coordinates to two decimals', () => {
    expect(sparklinePath([1, 2], { width: 10, height: 3, capacity: 4, max: 3 })).toBe('M6.67 2 L10 1');
  });
});
