import { Alert } from '@chakra-ui/react/alert';
import { useIntl } from 'react-intl';
import { useErrorText } from '../hooks/use-error-text';
import type { Outcome } from '../hooks/use-form-outcome';

/** The result line under a form: a polite status after success, an alert when the save failed. */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (!outcome) return null;
  const success = outcome.kind === 'success';
  return (
    <Alert.Root status={success ? 'success' : 'error'} role={success ? 'status' : 'alert'} size="sm" variant="subtle">
      <Alert.Indicator />
      <Alert.Title>{success ? intl.formatMessage({ id: outcome.id }) : errorText(outcome.id)}</Alert.Title>
    </Alert.Root>
  );
}
