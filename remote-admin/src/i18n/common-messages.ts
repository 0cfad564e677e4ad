import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { adminApiMessages } from 'shared-contracts/i18n/messages-admin-api';
import { MessageKey as K } from 'shared-contracts/api/message-keys';
import type { Locale } from 'shared-contracts/i18n/locale';

/**
 * Texts every admin page needs. Field errors carry the contracts' message keys (client zod and server 400
 * alike); their texts come from shared-contracts, the same tables the host merges, and are carried here too so
 * a form inside this remote never shows a bare key, e.g. in its standalone frame.
 */
export function adminCommonMessages(locale: Locale): Record<string, string> {
  const own: Record<Locale, string> = { en: 'Please check this field.', cn: '请检查此项。', vi: 'Vui lòng kiểm tra mục này.' };
  return {
    [K.required]: authMessages[locale][K.required],
    [K.tooLong]: authMessages[locale][K.tooLong],
    [K.invalidNumber]: authMessages[locale][K.invalidNumber],
    ...adminApiMessages[locale],
    'admin.form.invalid': own[locale],
  };
}
