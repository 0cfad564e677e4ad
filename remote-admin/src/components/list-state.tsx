import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** A loading line announced to screen readers (role=status), never a bare spinner. */
export function LoadingState({ label }: { label: ReactNode }) {
  return (
    <HStack role="status" gap="2" py="6" justify="center" color="fg.muted">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
  );
}

/** A failed load with a way out: the message and a retry button. */
export function ErrorState({ message, retryLabel, onRetry }: { message: ReactNode; retryLabel: ReactNode; onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}

export function EmptyList({ title }: { title: ReactNode }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Inbox />
        </EmptyState.Indicator>
        <VStack>
          <EmptyState.Title>{title}</EmptyState.Title>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
