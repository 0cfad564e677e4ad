import { useLayoutEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { configureHttp, type NoticeMessage } from 'shared-contracts/http/client';
import { useTranslateServerMessage } from 'shared-contracts/shell/i18n/use-server-message';
import { appToaster } from 'shared-contracts/react/shell/features/notify/app-toaster';

type Props = {
  /** Where a 401 leaves the user (SPEC §8: `/`); the session is already cleared by the client. */
  onUnauthorized: () => void;
  /** Where a 403 sends the user (SPEC §8: `/401`). */
  onForbidden: () => void;
};

function textOf(message: NoticeMessage, intl: IntlShape): string {
  return 'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values);
}

/** Toasts close after 5 s (SPEC §9); the 401 notice is not an error, so it uses the same time. */
const NOTICE_MS = 5000;

/**
 * Plugs the host into the shared ky client (ARCHITECTURE §6): routing of 401/403, translated toasts
 * and the SPEC §8 server-message translation. A layout effect, so it is in place before any page's
 * effects send their first request, and again whenever the language or the dictionary changes.
 */
export function HttpWiring({ onUnauthorized, onForbidden }: Props) {
  const intl = useIntl();
  const translateServerMessage = useTranslateServerMessage();

  useLayoutEffect(() => {
    configureHttp({
      onUnauthorized: () => {
        onUnauthorized();
        const text = translateServerMessage(MessageKey.tokenExpired) ?? MessageKey.tokenExpired;
        // One id: several requests failing with 401 together show one notice, not one each.
        appToaster.create({ id: 'session-expired', type: 'info', description: text, duration: NOTICE_MS, closable: true });
      },
      onForbidden,
      notify: (kind, message, durationMs, title) => {
        appToaster.create({
          type: kind,
          description: textOf(message, intl),
          ...(title ? { title: textOf(title, intl) } : {}),
          duration: durationMs,
          closable: true,
        });
      },
      translateServerMessage,
    });
  }, [intl, translateServerMessage, onUnauthorized, onForbidden]);

  return null;
}
