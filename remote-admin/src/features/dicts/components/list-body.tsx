import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Page } from 'shared-contracts/api/common';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';

type ListBodyProps = {
  /** The pane's page query. */
  list: Pick<UseQueryResult<Page<unknown>>, 'data' | 'isError' | 'refetch'>;
  errorText: ReactNode;
  emptyText: ReactNode;
  children: ReactNode;
};

/**
 * A pane's list, or why there is none: failed (with retry), loading, or empty. Never a blank area. While the
 * next page loads the previous one stays on show, so a page in hand wins over a failed refetch.
 */
export function ListBody({ list, errorText, emptyText, children }: ListBodyProps) {
  if (list.data === undefined && list.isError) {
    return <ErrorState message={errorText} retryLabel={<FormattedMessage id="admin.dict.retry" />} onRetry={() => void list.refetch()} />;
  }
  if (list.data === undefined) return <LoadingState label={<FormattedMessage id="admin.dict.loading" />} />;
  if (list.data.content.length === 0) return <EmptyList title={emptyText} />;
  return <>{children}</>;
}
