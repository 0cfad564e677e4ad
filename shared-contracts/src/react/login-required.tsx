import { useCallback } from 'react';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { VStack } from '@chakra-ui/react/stack';
import { LogIn } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { MessageKey } from '../api/message-keys';
import { getToken, tokenAtom } from 'shared-contracts/session/session-store';
import { RemoteMessages, type MessagesByLocale } from './remote-messages';
import { useSessionValue } from './use-session';

/** The sign-in page with the path to come back to (SPEC §4: after signing in the user returns to the page). */
export function loginPathFor(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}

// The heading is the host's own `error.unauthorized` ('Please Login First', SPEC §8); only the link is new.
const messages: MessagesByLocale = {
  en: { 'loginRequired.signIn': 'Sign in', 'loginRequired.hint': 'Sign in to see this page; you come back here afterwards.' },
  cn: { 'loginRequired.signIn': '登录', 'loginRequired.hint': '登录后即可查看本页面，并会自动返回这里。' },
  vi: { 'loginRequired.signIn': 'Đăng nhập', 'loginRequired.hint': 'Đăng nhập để xem trang này; sau đó bạn sẽ quay lại đây.' },
};

/**
 * What a buyer page shows instead of its content when nobody is signed in: 'Please Login First' and a
 * sign-in link that returns to this page. Pages render it *instead of* their queries, so no request that
 * would answer 401 (and toast) is ever sent.
 */
export function LoginRequired() {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <RemoteMessages messages={messages}>
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LogIn />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h1">
              <FormattedMessage id={MessageKey.unauthorized} />
            </EmptyState.Title>
            <EmptyState.Description>
              <FormattedMessage id="loginRequired.hint" />
            </EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="blue">
            <RouterLink to={loginPathFor(returnTo)}>
              <FormattedMessage id="loginRequired.signIn" />
            </RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </RemoteMessages>
  );
}

/** True while a token is held; pages switch between their content and <LoginRequired /> on it. */
export function useSignedIn(): boolean {
  return Boolean(useSessionValue(tokenAtom));
}

/**
 * For actions that need a session (add to cart, buy now): the returned function answers true when signed
 * in; otherwise it sends the user to the sign-in page with the current path to return to, and answers
 * false so the caller stops before sending a request that would answer 401.
 */
export function useRequireLogin(): () => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (getToken()) return true;
    navigate(loginPathFor(`${location.pathname}${location.search}`));
    return false;
  }, [navigate, location.pathname, location.search]);
}
