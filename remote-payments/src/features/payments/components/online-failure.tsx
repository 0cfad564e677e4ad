import { Alert } from '@chakra-ui/react/alert';
import { FormattedMessage, useIntl } from 'react-intl';

/** Why an online payment failed: the reason is a message key (declined, expired, …), shown in the reader's language. */
export function OnlineFailure({ reason, titleId = 'payments.online.failed' }: { reason: string | null; titleId?: string }) {
  const intl = useIntl();
  const known = reason !== null && intl.messages[reason] !== undefined;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title><FormattedMessage id={titleId} /></Alert.Title>
        {known ? <Alert.Description><FormattedMessage id={reason} /></Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
