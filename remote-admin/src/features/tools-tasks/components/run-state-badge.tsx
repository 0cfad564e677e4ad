import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';
import type { TaskRunState } from 'shared-contracts/api/scheduled-tasks';

const PALETTE: Readonly<Record<TaskRunState, string>> = {
  created: 'gray', retry: 'orange', active: 'blue', completed: 'green', cancelled: 'gray', failed: 'red',
};

/** A run's state as a coloured badge. */
export function RunStateBadge({ state }: { state: TaskRunState }) {
  return (
    <Badge size="sm" colorPalette={PALETTE[state]}>
      <FormattedMessage id={`admin.tools.timing.state.${state}`} />
    </Badge>
  );
}
