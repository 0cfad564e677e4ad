import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { timeLeft, type TimeLeft } from '../utils/time-left';

/** A deadline as the time left and the moment itself ("Due in 5 hours, by 29 Nov 2026, 10:00"). */
export function Deadline({ at, left = timeLeft(at) }: { at: string; left?: TimeLeft }) {
  const intl = useIntl();
  const when = <time dateTime={at}>{intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
  return (
    <Text fontWeight="medium" color={left.unit === 'days' ? undefined : 'fg.error'}>
      <FormattedMessage id={`overview.deadline.${left.unit}`} values={{ count: left.value, at: when }} />
    </Text>
  );
}
