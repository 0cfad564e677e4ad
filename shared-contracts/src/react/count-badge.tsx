import { Box } from '@chakra-ui/react/box';

/** Past this a navbar badge reads "99+" (its button's name gives the count in words). */
export const BADGE_MAX = 99;

/**
 * The red count on a navbar icon button (cart, notifications), shown only above 0. Hidden from screen readers: the
 * button's name says the count.
 */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <Box as="span" aria-hidden position="absolute" top="0" insetEnd="0" minW="4" h="4" px="1" borderRadius="full"
      bg="red.600" color="white" fontSize="2xs" fontWeight="semibold" lineHeight="16px" textAlign="center"
      data-testid={testId}>
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </Box>
  );
}
