import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Code } from '@chakra-ui/react/code';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getToken } from 'shared-contracts/session/session-store';
import { deployCommand } from '../utils/deploy-command';

type Copied = 'command' | 'withToken' | 'failed' | null;

/**
 * The command a team's CI runs to deploy this remote (scripts/deploy), for this portal. The token is a CI secret:
 * the card never shows it; "copy with my token" puts the signed-in user's own token on the clipboard only.
 */
export function CiCommandCard({ remote, nextVersion }: { remote: string; nextVersion: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState<Copied>(null);
  const command = deployCommand(window.location.origin, remote, nextVersion);
  const copy = async (withToken: boolean) => {
    const token = withToken ? getToken() : undefined;
    try {
      await navigator.clipboard.writeText(token ? deployCommand(window.location.origin, remote, nextVersion, token) : command);
      setCopied(withToken ? 'withToken' : 'command');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Card.Root as="section" size="sm" variant="outline" aria-label={intl.formatMessage({ id: 'admin.tools.deploy.ciTitle' })}>
      <Card.Header>
        <Card.Title as="h2" fontSize="md"><FormattedMessage id="admin.tools.deploy.ciTitle" /></Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text fontSize="sm"><FormattedMessage id="admin.tools.deploy.ciIntro" /></Text>
          <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" data-testid="deploy-command">{command}</Code>
          <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.tools.deploy.ciToken" values={{ code: (chunks) => <Code key="c">{chunks}</Code> }} /></Text>
          <HStack gap="2" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => void copy(false)}><Copy /><FormattedMessage id="admin.tools.deploy.ciCopy" /></Button>
            <Button size="xs" variant="outline" colorPalette="orange" onClick={() => void copy(true)}><KeyRound /><FormattedMessage id="admin.tools.deploy.ciCopyWithToken" /></Button>
          </HStack>
          {copied ? (
            <Text fontSize="sm" role="status" color={copied === 'failed' ? 'fg.error' : 'fg.muted'}>
              <FormattedMessage id={`admin.tools.deploy.ciCopied.${copied}`} />
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
