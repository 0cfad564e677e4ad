import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

/** A page's title (its one h1) and the line under it that says what the page is for. */
export function PageHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="xl">{title}</Heading>
      <Text color="fg.muted" fontSize="sm">{intro}</Text>
    </Stack>
  );
}
