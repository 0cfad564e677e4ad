import { Alert } from '@chakra-ui/react/alert';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RequestProblem } from '../http/request-problem';
import { useServerText } from 'shared-contracts/shell/i18n/use-server-message';

/** Why a form's request failed, read out as an alert: the server's translated key, or the shell's own message. */
export function RequestProblemAlert({ titleId, problem }: { titleId: string; problem: RequestProblem }) {
  const intl = useIntl();
  const serverText = useServerText();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title><FormattedMessage id={titleId} /></Alert.Title>
        <Alert.Description>
          {'serverKey' in problem ? serverText(problem.serverKey) : intl.formatMessage({ id: problem.messageId })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
