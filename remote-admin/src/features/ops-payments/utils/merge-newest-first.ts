type Row = { id: number; createTime: string };

/** Newest first, as the server lists payments: by time, then by id (a later id was written later). */
export const newestFirst = (a: Row, b: Row): number => b.createTime.localeCompare(a.createTime) || b.id - a.id;

/** Several newest-first lists as one, newest first (each list holds distinct rows). */
export function mergeNewestFirst<T extends Row>(lists: readonly (readonly T[])[]): T[] {
  return lists.flat().sort(newestFirst);
}
