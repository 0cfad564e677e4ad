import { Card } from '@chakra-ui/react/card';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * One thing to do: a card whose title is the link to the page where it is done, saying what to do ("Pay the deposit
 * of order …"), with the facts beneath. Long order and tracking numbers wrap anywhere, so a phone never scrolls
 * sideways. `pressing` marks a deadline under a day away (or passed) with the card's edge.
 */
export function OverviewEntry({ to, title, pressing = false, children }: { to: string; title: ReactNode; pressing?: boolean; children?: ReactNode }) {
  return (
    <Card.Root as="li" size="sm" overflowWrap="anywhere" borderInlineStartWidth={pressing ? '4px' : undefined}
      borderInlineStartColor={pressing ? 'orange.500' : undefined}>
      <Card.Body gap="1">
        <Link asChild fontWeight="semibold" colorPalette="blue"><RouterLink to={to}>{title}</RouterLink></Link>
        <Stack gap="0.5" fontSize="sm">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
