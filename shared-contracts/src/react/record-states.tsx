import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FileQuestion } from 'lucide-react';
import { FormattedMessage } from 'react-intl';

/** What a record page's query gives: `null` data is a record that does not exist (or is not the reader's). */
type RecordQuery<T> = { isPending: boolean; isError: boolean; data: T | null | undefined; refetch: () => unknown };

/** The message ids of the page's own texts for each state. */
export type RecordStateTexts = { loading: string; loadFailed: string; retry: string; notFound: string; notFoundHint: string };

/**
 * A page of one record (an order, a refund, a hall order): loading, failed with a retry, or missing with a way
 * back (`back`), else the record drawn by `children`. The missing state's title is the page's h1.
 */
export function RecordStates<T>({ query, texts, back, children }: {
  query: RecordQuery<T>;
  texts: RecordStateTexts;
  back: ReactNode;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) {
    return <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id={texts.loading} /></Text></HStack>;
  }
  if (query.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id={texts.loadFailed} /></Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}><FormattedMessage id={texts.retry} /></Button>
      </Alert.Root>
    );
  }
  if (query.data === null || query.data === undefined) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator><FileQuestion /></EmptyState.Indicator>
          <EmptyState.Title as="h1"><FormattedMessage id={texts.notFound} /></EmptyState.Title>
          <EmptyState.Description><FormattedMessage id={texts.notFoundHint} /></EmptyState.Description>
          {back}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return children(query.data);
}
