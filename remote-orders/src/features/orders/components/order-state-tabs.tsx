import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Tabs } from '@chakra-ui/react/tabs';
import { Wrap } from '@chakra-ui/react/wrap';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderCounts } from 'shared-contracts/api/orders';
import { orderStateMessageId, type DisplayedOrderState } from 'shared-contracts/mall/order-state';
import {
  ALL_TAB, countOf, groupCount, STATE_GROUPS, stateForTab, tabOf, totalCount, type StateGroup, type StateTab,
} from '../utils/state-groups';

type OrderStateTabsProps = {
  state: DisplayedOrderState | null;
  counts: OrderCounts | undefined;
  onState: (state: DisplayedOrderState | null) => void;
  /** The list of the chosen tab. */
  children: ReactNode;
};

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return <>{' '}<Badge size="xs" variant={value > 0 ? 'solid' : 'subtle'} colorPalette={value > 0 ? 'blue' : 'gray'}>{value}</Badge></>;
}

/**
 * All, then a tab per step of the flow with its count. A step of several states (a payment, its review, its
 * rejection) lists them under the tab, each with its count; the URL holds the one state shown. Tabs change on
 * Enter or a click (manual activation), so moving along them with the arrow keys does not load each list.
 */
export function OrderStateTabs({ state, counts, onState, children }: OrderStateTabsProps) {
  const intl = useIntl();
  const tab = tabOf(state);
  const group = STATE_GROUPS.find((g) => g.key === tab);
  const choose = (value: string) => {
    const chosen = [ALL_TAB, ...STATE_GROUPS.map((g) => g.key)].find((t): t is StateTab => t === value);
    if (chosen) onState(stateForTab(chosen, counts));
  };
  return (
    <Tabs.Root value={tab} onValueChange={(d) => choose(d.value)} activationMode="manual" variant="line" size="sm">
      <Tabs.List aria-label={intl.formatMessage({ id: 'orders.tabs.label' })} overflowX="auto" overflowY="hidden">
        <Tabs.Trigger value={ALL_TAB} flexShrink={0}>
          <FormattedMessage id="orders.tabs.all" />
          <Count value={counts ? totalCount(counts) : undefined} />
        </Tabs.Trigger>
        {STATE_GROUPS.map((g) => (
          <Tabs.Trigger key={g.key} value={g.key} flexShrink={0}>
            <FormattedMessage id={`orders.tabs.group.${g.key}`} />
            <Count value={counts ? groupCount(g, counts) : undefined} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} display="flex" flexDirection="column" gap="4">
        {group && group.states.length > 1 ? <GroupStates group={group} state={state} counts={counts} onState={onState} /> : null}
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}

type GroupStatesProps = { group: StateGroup; state: DisplayedOrderState | null; counts: OrderCounts | undefined; onState: (state: DisplayedOrderState) => void };

function GroupStates({ group, state, counts, onState }: GroupStatesProps) {
  const intl = useIntl();
  const groupName = intl.formatMessage({ id: `orders.tabs.group.${group.key}` });
  return (
    <Wrap role="group" aria-label={intl.formatMessage({ id: 'orders.tabs.statesOf' }, { group: groupName })} gap="2">
      {group.states.map((s) => (
        <Button key={s} size="xs" borderRadius="full" variant={s === state ? 'solid' : 'outline'} aria-pressed={s === state} onClick={() => onState(s)}>
          <FormattedMessage id={orderStateMessageId(s)} />
          {counts ? ` (${countOf(counts, s)})` : null}
        </Button>
      ))}
    </Wrap>
  );
}
