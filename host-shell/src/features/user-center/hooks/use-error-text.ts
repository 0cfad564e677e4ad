import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Text of a message key from a zod schema or the server. A key nobody translated shows a generic hint,
 * never the raw key.
 */
export function useErrorText(): (key: string | undefined | null) => string | undefined {
  const intl = useIntl();
  return useCallback((key) => {
    if (!key) return undefined;
    return intl.formatMessage({ id: intl.messages[key] !== undefined ? key : 'userCenter.error.invalid' });
  }, [intl]);
}
