import type { ForeignKey } from './catalogue';

type Row = { line: string; value: Record<string, unknown> };

const keyOf = (value: Record<string, unknown>, columns: readonly string[]) => JSON.stringify(columns.map((c) => value[c] ?? null));

/**
 * The row lines of a self-referencing table (sys_menu, sys_dept) with every parent before its children, so each
 * insert finds the row it refers to. Rows whose parent is absent keep their place at the end: the foreign key then
 * refuses them and the restore rolls back, as it should for a broken file.
 */
export function parentRowsFirst(lines: readonly string[], selfKeys: readonly ForeignKey[]): string[] {
  if (selfKeys.length === 0) return [...lines];
  const rows: Row[] = lines.map((line) => ({ line, value: JSON.parse(line) as Record<string, unknown> }));
  const placed = selfKeys.map(() => new Set<string>());
  const out: string[] = [];
  let pending = rows;
  const ready = (row: Row) => selfKeys.every((k, i) => {
    const ref = k.childColumns.map((c) => row.value[c]);
    if (ref.some((v) => v === null || v === undefined)) return true;
    const own = keyOf(row.value, k.parentColumns);
    const wanted = JSON.stringify(ref);
    return wanted === own || (placed[i]?.has(wanted) ?? false);
  });
  while (pending.length > 0) {
    const next: Row[] = [];
    for (const row of pending) {
      if (!ready(row)) {
        next.push(row);
        continue;
      }
      out.push(row.line);
      selfKeys.forEach((k, i) => placed[i]?.add(keyOf(row.value, k.parentColumns)));
    }
    if (next.length === pending.length) return [...out, ...next.map((r) => r.line)];
    pending = next;
  }
  return out;
}
