import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { I18nText } from 'shared-contracts/api/common';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';

type Titled = { title: string; titleId?: string; i18n: I18nText };

/**
 * A view's or trail entry's title in the current language: the host's own message id first, then the
 * menu's translation, then the canonical title, then SPEC §3's no-name fallback.
 */
export function useViewTitle(): (item: Titled) => string {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  return useCallback(
    (item: Titled) => {
      if (item.titleId && intl.messages[item.titleId] !== undefined) return intl.formatMessage({ id: item.titleId });
      return item.i18n[locale] || item.title || intl.formatMessage({ id: 'layout.noName' });
    },
    [intl, locale],
  );
}
