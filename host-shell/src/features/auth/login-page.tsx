import { useEffect } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { rememberedUsername } from 'shared-contracts/session/session-store';
import { AccountSwitchLink } from '../../components/account-switch-link';
import { BrandFrame } from '../../components/brand-frame';
import { ShellLayout } from '../../routes/shell-slots';
import { LoginForm } from './login-form';

/** Set by the registration page when it sends the new user here. */
export type LoginLocationState = { username?: string; registered?: boolean } | null;

/**
 * /login (SPEC §2). Signing in only stores the session: the route guard then sends the user on to the
 * `redirect` query it set when it sent them here (routes/guard-decision.ts).
 */
export function LoginPage() {
  const state = useLocation().state as LoginLocationState;
  const remembered = rememberedUsername();
  const initialUsername = state?.username ?? remembered ?? '';
  // The layout is the next thing a user who signs in sees: fetched while they type, not after.
  useEffect(() => {
    const timer = setTimeout(() => void ShellLayout.preload(), 1000);
    return () => clearTimeout(timer);
  }, []);

  return (
    <BrandFrame>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl"><FormattedMessage id="login.heading" /></Heading>
          <Text color="fg.muted"><FormattedMessage id="login.subheading" /></Text>
        </Stack>
        {state?.registered ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title><FormattedMessage id="login.registered" /></Alert.Title>
          </Alert.Root>
        ) : null}
        <LoginForm
          initialUsername={initialUsername}
          initialRememberMe={remembered !== undefined}
        />
        <AccountSwitchLink questionId="login.noAccount" linkId="login.register" to="/register" />
      </Stack>
    </BrandFrame>
  );
}
