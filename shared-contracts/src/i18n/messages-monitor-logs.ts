import { MessageKey as K } from '../api/message-keys';

/**
 * Texts of the message keys the back office's online users and logs calls answer with, in the portal's three languages.
 * The host merges them into its messages (host-shell/src/i18n/host-messages.ts).
 */
const en = {
} as const;

type Messages = Readonly<Record<keyof typeof en, string>>;

const cn: Messages = {
};

const vi: Messages = {
};

export const monitorLogMessages = { en, cn, vi } as const;
