const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrNull = (value: string | null | undefined) => (value && DAY.test(value) ? value : null);

/**
 * The first and last day of a typed range (YYYY-MM-DD, local calendar days): a value that is not a day is
 * dropped, and a range typed the wrong way round is read as meant.
 */
export function dayRange(from: string | null | undefined, to: string | null | undefined): { fromDay: string | null; toDay: string | null } {
  const [first, last] = [dayOrNull(from), dayOrNull(to)];
  return first !== null && last !== null && first > last ? { fromDay: last, toDay: first } : { fromDay: first, toDay: last };
}
