import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';

/** Enabled (green) or disabled (grey), as the System lists show it. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return (
    <Badge size="sm" colorPalette={enabled ? 'green' : 'gray'}>
      <FormattedMessage id={enabled ? 'admin.system.enabled' : 'admin.system.disabled'} />
    </Badge>
  );
}
