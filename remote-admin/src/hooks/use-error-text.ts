import { useIntl } from 'react-intl';

/**
 * Text of a field error. Errors carry message keys (contracts' zod schemas and the server alike); a key
 * nobody translated shows a generic hint rather than the raw key.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => {
    if (!message) return undefined;
    return intl.messages[message] !== undefined
      ? intl.formatMessage({ id: message })
      : intl.formatMessage({ id: 'admin.form.invalid' });
  };
}
