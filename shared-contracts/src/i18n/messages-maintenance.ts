import { MessageKey as K } from '../api/message-keys';

/**
 * Texts of the message keys the back office's scheduled tasks and backup calls answer with, in the portal's three languages.
 * The host merges them into its messages (host-shell/src/i18n/host-messages.ts).
 */
const en = {
} as const;

type Messages = Readonly<Record<keyof typeof en, string>>;

const cn: Messages = {
};

const vi: Messages = {
};

export const maintenanceMessages = { en, cn, vi } as const;
