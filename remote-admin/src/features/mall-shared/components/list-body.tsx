import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';

type ListBodyProps = {
  /** The list query: `data` is the rows once loaded. */
  list: { data: readonly unknown[] | undefined; isError: boolean; refetch: () => unknown };
  emptyText: ReactNode;
  children: ReactNode;
};

/**
 * A list, or why there is none: failed (with retry), loading, or empty; never a blank area. While the next
 * page loads the previous one stays on show, so rows in hand win over a failed refetch.
 */
export function ListBody({ list, emptyText, children }: ListBodyProps) {
  if (list.data === undefined && list.isError) {
    return (
      <ErrorState
        message={<FormattedMessage id="admin.list.loadFailed" />}
        retryLabel={<FormattedMessage id="admin.list.retry" />}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data === undefined) return <LoadingState label={<FormattedMessage id="admin.list.loading" />} />;
  if (list.data.length === 0) return <EmptyList title={emptyText} />;
  return <>{children}</>;
}
