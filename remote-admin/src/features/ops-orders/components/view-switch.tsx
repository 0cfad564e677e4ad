import { Badge } from '@chakra-ui/react/badge';
import { Button, ButtonGroup } from '@chakra-ui/react/button';
import { FormattedMessage, useIntl } from 'react-intl';

export type OrderView = 'queue' | 'all';

/** The acceptance queue, or every order by state (operators look orders up too); the queue shows its size. */
export function ViewSwitch({ view, waiting, onView }: { view: OrderView; waiting: number | undefined; onView: (view: OrderView) => void }) {
  const intl = useIntl();
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={intl.formatMessage({ id: 'admin.ops.orders.view' })}>
      <Button aria-pressed={view === 'queue'} variant={view === 'queue' ? 'solid' : 'outline'} onClick={() => onView('queue')}>
        <FormattedMessage id="admin.ops.orders.view.queue" />
        {waiting !== undefined ? <>{' '}<Badge size="xs" colorPalette={waiting > 0 ? 'orange' : 'gray'}>{waiting}</Badge></> : null}
      </Button>
      <Button aria-pressed={view === 'all'} variant={view === 'all' ? 'solid' : 'outline'} onClick={() => onView('all')}>
        <FormattedMessage id="admin.ops.orders.view.all" />
      </Button>
    </ButtonGroup>
  );
}
