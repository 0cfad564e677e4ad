import { Alert } from '@chakra-ui/react/alert';
import { FormattedMessage } from 'react-intl';

/** Shown only with the sandbox provider: testers learn how to pay, decline and read the SMS code. */
export function SandboxNote({ messageId }: { messageId: string }) {
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Description><FormattedMessage id={messageId} /></Alert.Description>
    </Alert.Root>
  );
}
