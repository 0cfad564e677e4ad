import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { List } from '@chakra-ui/react/list';
import { VStack } from '@chakra-ui/react/stack';
import { SearchX } from 'lucide-react';
import { FormattedMessage } from 'react-intl';

/** The empty result: what to try next, and a way out of the filters. */
export function NoResults({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator><SearchX aria-hidden="true" /></EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2"><FormattedMessage id="mall.search.emptyTitle" /></EmptyState.Title>
          <List.Root fontSize="sm" color="fg.muted" textAlign="start" ps="5">
            <List.Item><FormattedMessage id="mall.search.hint.words" /></List.Item>
            <List.Item><FormattedMessage id="mall.search.hint.languages" /></List.Item>
            {filtered ? <List.Item><FormattedMessage id="mall.search.hint.filters" /></List.Item> : null}
          </List.Root>
        </VStack>
        {filtered ? (
          <Button variant="outline" onClick={onClear}><FormattedMessage id="mall.search.clearFilters" /></Button>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
