import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageOf } from 'shared-contracts/api/common';
import { menuSchema, type Menu } from 'shared-contracts/api/menus';
import { getJson } from 'shared-contracts/http/client';
import { menuKeys } from './query-keys';

const menuPageSchema = pageOf(menuSchema);

/** eladmin's search shows every match in one flat list; the server caps a page at 9999. */
const SEARCH_SIZE = 9999;

/** `GET api/menus?blurry=`: entries at any depth whose title (any language), component or permission match. */
export async function searchMenus(blurry: string, signal?: AbortSignal): Promise<Menu[]> {
  const page = await getJson(menuPageSchema, 'api/menus', {
    searchParams: { blurry, page: 0, size: SEARCH_SIZE },
    ...(signal ? { signal } : {}),
  });
  return page.content;
}

/** Disabled for an empty text: the page shows the lazy tree then, not a search. */
export function useMenuSearch(blurry: string) {
  return useQuery({
    queryKey: menuKeys.search(blurry),
    queryFn: ({ signal }) => searchMenus(blurry, signal),
    enabled: blurry !== '',
    // Keeps the previous matches on screen while the next search runs, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
