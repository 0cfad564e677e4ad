import { useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { useRemoteRetry } from './remote-retry-context';

/**
 * What a page shows in place of a remote module that failed to load (unknown remote or module, remote
 * down, chunk error, render error). It sits inside the layout, so menus and tabs keep working.
 */
export function RemoteErrorPanel({ id }: { id: string }) {
  const slot = useRemoteRetry();
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    // Outside a RemoteView there is no page slot to reset; reloading is the only honest retry.
    if (!slot) return window.location.reload();
    setRetrying(true);
    try {
      await slot.retry();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Alert.Root status="error" variant="subtle" role="alert" data-testid="remote-error-panel" my="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="federation.loadFailed" />
        </Alert.Title>
        <Alert.Description>
          <Stack gap="2" align="flex-start">
            <Text>
              <FormattedMessage id="federation.loadFailedHint" />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="federation.module" values={{ id: <Code key="id">{id}</Code> }} />
            </Text>
            <Button size="sm" colorPalette="red" variant="outline" loading={retrying} onClick={() => void retry()}>
              <FormattedMessage id="federation.retry" />
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
