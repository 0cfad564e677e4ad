import { MessageKey as K } from '../api/message-keys';

/**
 * Texts of the message keys the back office's storage calls answer with, in the portal's three languages.
 * The host merges them into its messages (host-shell/src/i18n/host-messages.ts). Size, type and form refusals
 * answer the shared upload.* keys (messages-users.ts).
 */
const en = {
  [K.storageFileNotFound]: 'The file no longer exists. Please refresh the list.',
} as const;

type Messages = Readonly<Record<keyof typeof en, string>>;

const cn: Messages = {
  [K.storageFileNotFound]: '文件已不存在，请刷新列表',
};

const vi: Messages = {
  [K.storageFileNotFound]: 'Tệp không còn tồn tại. Vui lòng tải lại danh sách.',
};

export const storageMessages = { en, cn, vi } as const;
