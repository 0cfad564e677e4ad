import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import type { ReactNode } from 'react';

export type CountTab<V extends string> = { value: V; label: ReactNode; count: number | undefined };

type CountTabsProps<V extends string> = {
  value: V;
  tabs: readonly CountTab<V>[];
  /** The tab list's accessible name. */
  listLabel: string;
  onValue: (value: string) => void;
  /**
   * Many tabs: the list scrolls sideways, and a tab changes on Enter or a click, so the arrow keys move along
   * them without loading each list.
   */
  many?: boolean;
  /** The list under the selected tab. */
  children: ReactNode;
};

/** A queue's tabs (its states), each with how many records it holds once counted, above the selected tab's list. */
export function CountTabs<V extends string>({ value, tabs, listLabel, onValue, many = false, children }: CountTabsProps<V>) {
  const scroll = many ? { overflowX: 'auto', overflowY: 'hidden', maxW: 'full' } as const : {};
  return (
    <Tabs.Root value={value} activationMode={many ? 'manual' : undefined} variant="enclosed" size="sm" onValueChange={(d) => onValue(d.value)}>
      <Tabs.List aria-label={listLabel} {...scroll}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={many ? 0 : undefined}>
            {tab.label}
            {tab.count === undefined ? null : <>{' '}<Badge size="xs" colorPalette={tab.count > 0 ? 'blue' : 'gray'}>{tab.count}</Badge></>}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} display="flex" flexDirection="column" gap="4">{children}</Tabs.Content>
    </Tabs.Root>
  );
}
