import { Code } from '@chakra-ui/react/code';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';

/**
 * `__REMOTE__/__PAGE__`: a first page to start from. Chakra is imported by entry point and react-router-dom only by
 * the names the host curates; the build says when an import is not provided (docs/federation.md).
 */
export function HomePage() {
  return (
    <Stack as="article" gap="2">
      <Heading as="h1" size="xl"><FormattedMessage id="__REMOTE__.home.title" /></Heading>
      <Text color="fg.muted">
        <FormattedMessage id="__REMOTE__.home.description" values={{ file: <Code>src/features/__REMOTE__/components/home-page.tsx</Code> }} />
      </Text>
    </Stack>
  );
}
