/** The number of pages for `total` rows; an empty list still has one (empty) page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The 0-based page to show once `total` is known: the last page when `page` lies beyond it (after deleting
 * the only row of the last page, say), so the pane never sits on an empty page past the end.
 */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(0, page), pageCount(total, size) - 1);
}
