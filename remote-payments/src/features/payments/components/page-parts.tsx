import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';

/** A titled part of a payment page, named by its heading for assistive technology. */
export function Section({ id, titleId, children }: { id: string; titleId: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id}><FormattedMessage id={titleId} /></Heading>
      {children}
    </Stack>
  );
}

export function Loading() {
  return <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="payments.loading" /></Text></HStack>;
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description><FormattedMessage id="payments.loadFailed" /></Alert.Description>
      <Button size="sm" variant="outline" onClick={onRetry}><FormattedMessage id="payments.retry" /></Button>
    </Alert.Root>
  );
}
