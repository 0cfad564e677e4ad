import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { IconButton } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { copyText } from '../utils/copy-text';

/** How long "copied" stays after a copy. */
export const COPIED_SHOWN_MS = 4000;

type CopyFieldProps = {
  /** The field's name, shown above the value and in the button's name ("Copy account number"). */
  label: string;
  /** What the button copies; `shown` is what the page shows, if it is to read differently (an amount with its unit). */
  value: string;
  shown?: ReactNode;
  /** Account numbers and references: digits a payer types into their bank's app, in a face that tells 0 from O. */
  mono?: boolean;
  strong?: boolean;
};

/**
 * One value a payer copies into their bank's app (docs/payments.md "Payee account"): its name, the value (long
 * Vietnamese names wrap), a copy button, and beneath the value a polite status that says it was copied, or that it
 * could not be and the text is to be selected by hand.
 */
export function CopyField({ label, value, shown, mono = false, strong = false }: CopyFieldProps) {
  const intl = useIntl();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (result !== 'copied') return undefined;
    const timer = setTimeout(() => setResult(null), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [result]);
  const copy = async () => {
    setResult(null);
    setResult((await copyText(value)) ? 'copied' : 'failed');
  };
  return (
    <Flex as="li" gap="3" align="center" py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Box flex="1" minW="0">
        <Text fontSize="sm" color="fg.muted">{label}</Text>
        <Text fontWeight={strong ? 'semibold' : 'medium'} fontSize={strong ? 'lg' : 'md'} overflowWrap="anywhere"
          fontFamily={mono ? 'mono' : undefined} userSelect="all">
          {shown ?? value}
        </Text>
        <Text role="status" fontSize="sm" color={result === 'failed' ? 'fg.error' : 'fg.success'} minH={result ? undefined : '0'}>
          {result ? <FormattedMessage id={`payments.copy.${result}`} /> : null}
        </Text>
      </Box>
      <IconButton size="sm" variant="outline" flexShrink={0} onClick={() => void copy()}
        aria-label={intl.formatMessage({ id: 'payments.copy.button' }, { field: label })}>
        {result === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
      </IconButton>
    </Flex>
  );
}
