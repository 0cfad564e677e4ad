import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A generated password, shown this once (the server keeps only its hash): selectable text and a copy button,
 * with the reminder to hand it over safely.
 */
export function ShownPassword({ username, password }: { username: string; password: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(password);
    setCopied(true);
  };
  return (
    <Stack gap="3">
      <Text><FormattedMessage id="admin.system.user.password.shownFor" values={{ username }} /></Text>
      <HStack gap="3">
        <Code fontSize="lg" px="3" py="1" data-testid="generated-password" userSelect="all">{password}</Code>
        <Button size="xs" variant="outline" onClick={() => void copy()}>
          <Copy />
          <FormattedMessage id={copied ? 'admin.system.user.password.copied' : 'admin.system.user.password.copy'} />
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.system.user.password.onlyOnce" /></Text>
    </Stack>
  );
}
