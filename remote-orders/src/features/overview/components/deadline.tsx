import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { timeLeft, type TimeLeft } from '../utils/time-left';

/**
 * Text that must stand out (a deadline under a day away, a rejection): red dark enough for 4.5:1 on white (Chakra's
 * `fg.error`, #ef4444, is 3.76:1, which axe flags), lighter on dark backgrounds.
 */
export const URGENT_TEXT = { base: 'red.700', _dark: 'red.300' };

/** A deadline as the time left and the moment itself ("Due in 5 hours, by 29 Nov 2026, 10:00"). */
export function Deadline({ at, left = timeLeft(at) }: { at: string; left?: TimeLeft }) {
  const intl = useIntl();
  const when = <time dateTime={at}>{intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
  return (
    <Text fontWeight="medium" color={left.unit === 'days' ? undefined : URGENT_TEXT}>
      <FormattedMessage id={`overview.deadline.${left.unit}`} values={{ count: left.value, at: when }} />
    </Text>
  );
}
