import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { HStack } from '@chakra-ui/react/stack';
import { Input } from '@chakra-ui/react/input';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { EMAIL_CODE_RESEND_SECONDS } from 'shared-contracts/api/auth';
import { validEmail } from 'shared-contracts/validators';
import { requestProblemOf, retryAfterSecondsOf } from '../../http/request-problem';
import { useServerText } from 'shared-contracts/shell/i18n/use-server-message';
import { sendEmailCode } from './register-requests';
import { useCountdown } from './use-countdown';

type Props = {
  input: UseFormRegisterReturn<'emailCode'>;
  error: string | undefined;
  /** The address typed so far; the code goes there. */
  email: () => string;
  /** Shows the e-mail field's own error when the address is not valid yet. */
  onInvalidEmail: () => void;
};

/** The e-mail code and its "send code" button: 60 s before another may be asked (SPEC §5, server rule). */
export function EmailCodeField({ input, error, email, onInvalidEmail }: Props) {
  const intl = useIntl();
  const serverText = useServerText();
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);

  const send = async () => {
    const address = email().trim();
    if (!validEmail(address)) return onInvalidEmail();
    setSending(true);
    setNote(null);
    try {
      const answer = await sendEmailCode(address);
      start(answer.resendAfterSeconds || EMAIL_CODE_RESEND_SECONDS);
      setNote({ text: intl.formatMessage({ id: 'register.codeSent' }, { email: address }), failed: false });
    } catch (failure) {
      const problem = requestProblemOf(failure);
      const retryAfter = retryAfterSecondsOf(failure);
      if (retryAfter) start(retryAfter);
      setNote({ text: 'serverKey' in problem ? serverText(problem.serverKey) : intl.formatMessage({ id: problem.messageId }), failed: true });
    } finally {
      setSending(false);
    }
  };

  const shownError = error ?? (note?.failed ? note.text : undefined);
  return (
    <Field.Root invalid={shownError !== undefined} required>
      <Field.Label><FormattedMessage id="register.emailCode" /></Field.Label>
      <HStack w="full" gap="3">
        <Input {...input} inputMode="numeric" autoComplete="one-time-code" maxLength={6} flex="1" />
        <Button variant="outline" colorPalette="blue" minW="36" loading={sending} disabled={seconds > 0} onClick={() => void send()}>
          {seconds > 0
            ? <FormattedMessage id="register.resendIn" values={{ seconds }} />
            : <FormattedMessage id="register.sendCode" />}
        </Button>
      </HStack>
      {shownError ? <Field.ErrorText role="alert">{shownError}</Field.ErrorText> : null}
      {note && !note.failed ? <Field.HelperText role="status">{note.text}</Field.HelperText> : null}
    </Field.Root>
  );
}
