import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { HStack } from '@chakra-ui/react/stack';
import { Image } from '@chakra-ui/react/image';
import { Input } from '@chakra-ui/react/input';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaptchaResponse } from 'shared-contracts/api/auth-login';

type Props = {
  input: UseFormRegisterReturn<'code'>;
  error: string | undefined;
  captcha: CaptchaResponse | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
};

/** The 4-digit code field with its image; the image is a button that draws a new code. */
export function CaptchaField({ input, error, captcha, loading, failed, onRefresh }: Props) {
  const intl = useIntl();
  return (
    <Field.Root invalid={error !== undefined} required>
      <Field.Label><FormattedMessage id="login.captcha" /></Field.Label>
      <HStack gap="3" w="full" align="stretch">
        <Input
          {...input}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder={intl.formatMessage({ id: 'login.captchaPlaceholder' })}
          flex="1"
        />
        <Button
          variant="outline"
          p="0"
          w="120px"
          h="auto"
          minH="10"
          overflow="hidden"
          onClick={onRefresh}
          // Once the picture failed, the button says what it does in words of its own, and is named by them
          // (WCAG 2.5.3, label in name).
          aria-label={failed ? undefined : intl.formatMessage({ id: 'login.captchaRefresh' })}
          title={intl.formatMessage({ id: 'login.captchaRefresh' })}
        >
          {loading && !captcha ? <Skeleton w="full" h="10" /> : null}
          {captcha && !failed ? (
            <Image src={captcha.img} alt={intl.formatMessage({ id: 'login.captchaImage' })} w="full" h="10" objectFit="contain" />
          ) : null}
          {failed ? (
            <Box px="2"><Text fontSize="xs" whiteSpace="normal"><FormattedMessage id="login.captchaUnavailable" /></Text></Box>
          ) : null}
        </Button>
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
