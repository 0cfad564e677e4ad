import { Card } from '@chakra-ui/react/card';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';

/** One card of the monitor: a titled region, so screen readers can jump between CPU, memory and the rest. */
export function MetricCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" size="sm" variant="outline">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
