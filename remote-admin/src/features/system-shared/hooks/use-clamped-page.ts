import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { clampPage } from '../../../utils/paging';

/** After a delete the page may lie past the end: once the list's total is known, step back to the last page. */
export function useClampedPage(total: number | undefined, pageSize: number, setPage: Dispatch<SetStateAction<number>>) {
  useEffect(() => {
    if (total !== undefined) setPage((p) => clampPage(p, total, pageSize));
  }, [total, pageSize, setPage]);
}
