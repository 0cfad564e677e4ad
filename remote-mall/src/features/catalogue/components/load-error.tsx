import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { FormattedMessage } from 'react-intl';

/** What a section shows when its read failed: the reason in words and a retry, never a blank area. */
export function LoadError({ onRetry, messageId = 'mall.catalogue.loadFailed' }: { onRetry(): void; messageId?: string }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          <FormattedMessage id={messageId} />
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <FormattedMessage id="mall.catalogue.retry" />
      </Button>
    </Alert.Root>
  );
}
