import { FormattedMessage } from 'react-intl';
import { durationParts } from '../utils/format-units';

/** `3 d 4 h 5 min` in the reader's language. */
export function UptimeText({ seconds }: { seconds: number }) {
  return <FormattedMessage id="admin.monitor.server.uptimeValue" values={durationParts(seconds)} />;
}
