import { useEffect, useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { finishMenuLoad, restoreSession, type RestoreStep } from '../features/session/restore-session';
import { beginProgress, endProgress } from './navigation-progress';

type Props = { step: RestoreStep; token: string | undefined; onMenus: (menus: MenuRoute[]) => void };

/**
 * Shown while the guard restores the user and fetches the menus (SPEC §4). When the menus arrive they
 * are stored first and the pending flag dropped second, so the guard's next render lets the same
 * navigation through with the menu routes in place: the "repeat the navigation" of SPEC §4.
 */
export function SessionRestoring({ step, token, onMenus }: Props) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    beginProgress('session');
    restoreSession(step, token).then(
      (menus) => {
        if (!current) return;
        onMenus(menus);
        finishMenuLoad();
      },
      () => {
        if (current) setFailed(true);
      },
    ).finally(() => endProgress('session'));
    return () => {
      current = false;
    };
  }, [step, token, attempt, onMenus]);

  if (failed) {
    return (
      <Center minH="60vh" px="4">
        <Alert.Root status="error" maxW="md" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><FormattedMessage id="guard.menuFailed" /></Alert.Title>
            <Alert.Description>
              <Stack gap="3" align="flex-start">
                <Text><FormattedMessage id="guard.menuFailedHint" /></Text>
                <Button size="sm" variant="outline" onClick={() => { setFailed(false); setAttempt((n) => n + 1); }}>
                  <FormattedMessage id="guard.retry" />
                </Button>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Center>
    );
  }
  return (
    <Center minH="60vh" gap="3" role="status" aria-live="polite">
      <Spinner size="sm" color="blue.500" />
      <Text color="fg.muted"><FormattedMessage id="guard.restoring" /></Text>
    </Center>
  );
}
