import { useCallback, useContext, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { MallDictionaryContext } from 'shared-contracts/shell/i18n/mall-dictionary-context';

/**
 * SPEC §8 translation of a server message key: the mall dictionary's label when it has the key, else
 * the portal's own message, else undefined (the caller shows the key itself).
 */
export function useTranslateServerMessage(): (key: string) => string | undefined {
  const intl = useIntl();
  const dictionary = useContext(MallDictionaryContext);
  return useCallback((key: string) => {
    const label = dictionary.get(key);
    if (label) return label;
    return intl.messages[key] !== undefined ? intl.formatMessage({ id: key }) : undefined;
  }, [dictionary, intl]);
}

/** The same, always a text: form errors show the key rather than nothing. */
export function useServerText(): (key: string) => string {
  const translate = useTranslateServerMessage();
  return useMemo(() => (key: string) => translate(key) ?? key, [translate]);
}
