import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';

type ListBodyProps = {
  /** Whether the pane has rows to show (possibly the previous page's, while the next one loads). */
  hasData: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorText: ReactNode;
  emptyText: ReactNode;
  onRetry: () => void;
  children: ReactNode;
};

/** A pane's list, or why there is none: failed (with retry), loading, or empty. Never a blank area. */
export function ListBody({ hasData, isError, isEmpty, errorText, emptyText, onRetry, children }: ListBodyProps) {
  if (!hasData && isError) return <ErrorState message={errorText} retryLabel={<FormattedMessage id="admin.dict.retry" />} onRetry={onRetry} />;
  if (!hasData) return <LoadingState label={<FormattedMessage id="admin.dict.loading" />} />;
  if (isEmpty) return <EmptyList title={emptyText} />;
  return <>{children}</>;
}
