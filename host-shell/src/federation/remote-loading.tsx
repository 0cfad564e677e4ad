import { HStack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { PAGE_LOADING_ATTRIBUTE } from 'shared-contracts/shell/federation/page-loading';

/** Suspense fallback of a remote page; loads end in the page or the error panel (see LOAD_TIMEOUT_MS). */
export function RemoteLoading() {
  return (
    <HStack gap="3" py="8" justify="center" role="status" aria-live="polite" {...{ [PAGE_LOADING_ATTRIBUTE]: '' }}>
      <Spinner size="sm" />
      <Text color="fg.muted">
        <FormattedMessage id="federation.loading" />
      </Text>
    </HStack>
  );
}
