import type { ReactElement } from 'react';
import type { Locale } from 'shared-contracts/i18n/locale';
import { clientKitMessages } from 'shared-contracts/i18n/messages-client-kit';
import { RemoteMessages, mergeMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { notificationMessages } from '../messages';

/** The host gives every page the client kit's texts (relative times); the feature brings its own. */
const messages = mergeMessages(clientKitMessages, notificationMessages);

/** A piece of the feature inside the host's providers, at `path`, with a probe that shows where it navigated. */
export function renderNotifications(ui: ReactElement, locale: Locale = 'en', path = '/') {
  return renderWithProviders(<RemoteMessages messages={messages}>{ui}</RemoteMessages>, { locale, path });
}
