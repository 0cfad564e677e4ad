import { useState } from 'react';

/** A pane's paging and search: a new search starts again at the first page. */
export function usePagedSearch() {
  const [page, setPage] = useState(0);
  const [query, setQuery] = useState('');
  return {
    page,
    query,
    setPage,
    search: (text: string) => {
      setQuery(text);
      setPage(0);
    },
  };
}
