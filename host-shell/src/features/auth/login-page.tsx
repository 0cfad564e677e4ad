import { useEffect } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { rememberedUsername } from 'shared-contracts/session/session-store';
import { AccountSwitchLink } from '../../components/account-switch-link';
import { BrandFrame } from '../../components/brand-frame';
import { LoginForm, type OnSignedIn } from './login-form';

/** Set by the registration page when it sends the new user here (the portal's router state). */
export type LoginArrival = { username?: string; registered?: boolean } | null;

/** How long the page waits before fetching what the user sees after signing in. */
const PREPARE_NEXT_AFTER_MS = 1000;

type Props = {
  arrival?: LoginArrival;
  /** Fetches the next thing a user who signs in sees, while they type: one second after the page shows. */
  prepareNext: () => void;
  /** After the session is stored; in the portal the route guard moves on by itself, so it passes none. */
  onSignedIn?: OnSignedIn;
};

/**
 * /login (SPEC §2), drawn by the portal's route (login-route.tsx) and by the login document
 * (login-document/): it imports nothing of the router, react-query or the federation runtime.
 */
export function LoginPage({ arrival = null, prepareNext, onSignedIn }: Props) {
  const remembered = rememberedUsername();
  const initialUsername = arrival?.username ?? remembered ?? '';
  useEffect(() => {
    const timer = setTimeout(prepareNext, PREPARE_NEXT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [prepareNext]);

  return (
    <BrandFrame>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl"><FormattedMessage id="login.heading" /></Heading>
          <Text color="fg.muted"><FormattedMessage id="login.subheading" /></Text>
        </Stack>
        {arrival?.registered ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title><FormattedMessage id="login.registered" /></Alert.Title>
          </Alert.Root>
        ) : null}
        <LoginForm
          initialUsername={initialUsername}
          initialRememberMe={remembered !== undefined}
          {...(onSignedIn ? { onSignedIn } : {})}
        />
        <AccountSwitchLink questionId="login.noAccount" linkId="login.register" to="/register" />
      </Stack>
    </BrandFrame>
  );
}
