import { clampPage } from '../utils/paging';

type PagedQuery = { data: { totalElements: number } | undefined; isPlaceholderData: boolean };

/**
 * After the last row of the last page left the list (decided, shipped, completed: here or by another operator),
 * step back to the new last page once the list has been read again. Set while rendering, so no empty page flashes.
 */
export function usePageInRange(list: PagedQuery, page: number, setPage: (page: number) => void, size: number) {
  const lastPage = clampPage(page, list.data?.totalElements ?? 0, size);
  if (list.data && !list.isPlaceholderData && page !== lastPage) setPage(lastPage);
}
