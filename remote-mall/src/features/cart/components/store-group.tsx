import { Card } from '@chakra-ui/react/card';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

type StoreGroupCardProps = {
  title: string;
  /** Undefined for the unavailable lines, which cannot be selected. */
  selection?: { checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void };
  children: ReactNode;
};

/** The lines of one store under its name, with a checkbox selecting all of them. */
export function StoreGroupCard({ title, selection, children }: StoreGroupCardProps) {
  const intl = useIntl();
  return (
    <Card.Root as="section" size="sm" aria-label={title}>
      <Card.Header>
        <HStack gap="3" align="start">
          {selection ? (
            <Checkbox.Root checked={selection.checked} onCheckedChange={(d) => selection.onChange(d.checked === true)} size="sm">
              <Checkbox.HiddenInput aria-label={intl.formatMessage({ id: 'mall.cart.selectStore' }, { store: title })} />
              <Checkbox.Control />
            </Checkbox.Root>
          ) : null}
          <Text as="h2" fontWeight="semibold" minW="0" overflowWrap="anywhere">{title}</Text>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul>
      </Card.Body>
    </Card.Root>
  );
}
