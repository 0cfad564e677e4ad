import { Badge } from '@chakra-ui/react/badge';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export type OverviewSectionProps = {
  id: string;
  titleId: string;
  total: number;
  shown: number;
  /** What the empty section says: that nothing waits there. */
  empty: ReactNode;
  /** The list page holding every entry, offered when the overview shows only the most urgent. */
  seeAll: { to: string; labelId: string };
  children: ReactNode;
};

/**
 * One section of the overview: a heading with its count, the entries as a list named by the heading, or a sentence
 * saying nothing waits there; when the server capped the list, how many are shown and where the rest are.
 */
export function OverviewSection({ id, titleId, total, shown, empty, seeAll, children }: OverviewSectionProps) {
  const headingId = `overview-${id}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <HStack gap="2" wrap="wrap">
        <Heading as="h2" size="lg" id={headingId}><FormattedMessage id={titleId} /></Heading>
        {total > 0 ? <Badge variant="subtle" aria-hidden="true">{total}</Badge> : null}
      </HStack>
      {total === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <>
          <Stack as="ul" aria-labelledby={headingId} gap="2" listStyleType="none" m="0" p="0">{children}</Stack>
          {total > shown ? (
            <Text fontSize="sm">
              <FormattedMessage id="overview.more" values={{ shown, total }} />{' '}
              <Link asChild colorPalette="blue"><RouterLink to={seeAll.to}><FormattedMessage id={seeAll.labelId} /></RouterLink></Link>
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
