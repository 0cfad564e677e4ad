import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyList, ErrorState, LoadingState } from './list-state';
import { Pager } from './pager';

type PagedListBodyProps<Row> = {
  /** The list's page query. */
  list: { data: { content: readonly Row[]; totalElements: number } | undefined; isError: boolean; refetch: () => unknown };
  emptyText: ReactNode;
  /** 0-based, as the API pages. */
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  /** The rows as a table. */
  children: (rows: readonly Row[]) => ReactNode;
};

/**
 * A page of a list with its pager, or why there is none: failed (with retry), loading, or empty; never a blank area.
 * While the next page loads the previous one stays on show, so rows in hand win over a failed refetch.
 */
export function PagedListBody<Row>({ list, emptyText, page, size, onPageChange, children }: PagedListBodyProps<Row>) {
  if (list.data === undefined && list.isError) {
    return (
      <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />}
        onRetry={() => void list.refetch()} />
    );
  }
  if (list.data === undefined) return <LoadingState label={<FormattedMessage id="admin.list.loading" />} />;
  if (list.data.content.length === 0) return <EmptyList title={emptyText} />;
  return (
    <>
      {children(list.data.content)}
      <Pager page={page} size={size} total={list.data.totalElements} onPageChange={onPageChange} />
    </>
  );
}
