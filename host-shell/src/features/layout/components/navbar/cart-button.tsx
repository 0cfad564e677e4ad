import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { ShoppingCart } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { cartCountAtom, tokenAtom } from 'shared-contracts/session/session-store';
import { useSessionValue } from 'shared-contracts/react/use-session';

/** Largest count the badge spells out; beyond it reads "99+". */
const BADGE_MAX = 99;

/**
 * The signed-in user's cart in the navbar (SPEC §3 cartCount): a link to /myCart with the count, which follows
 * every cart change (the cart calls answer the new count into `cartCountAtom`) and every sign-in.
 */
export function CartButton() {
  const intl = useIntl();
  const token = useSessionValue(tokenAtom);
  const count = useSessionValue(cartCountAtom);
  if (!token) return null;
  // The name says the figure the badge shows (WCAG 2.5.3, label in name): "more than 99" where it reads "99+".
  const label = count > BADGE_MAX
    ? intl.formatMessage({ id: 'layout.cart.labelOver' }, { max: BADGE_MAX })
    : intl.formatMessage({ id: 'layout.cart.label' }, { count });
  return (
    <IconButton asChild variant="ghost" size="sm" position="relative" aria-label={label}>
      <RouterLink to="/myCart">
        <ShoppingCart />
        {count > 0 ? (
          <Box as="span" aria-hidden position="absolute" top="0" insetEnd="0" minW="4" h="4" px="1" borderRadius="full"
            bg="red.600" color="white" fontSize="2xs" fontWeight="semibold" lineHeight="16px" textAlign="center"
            data-testid="cart-count">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </Box>
        ) : null}
      </RouterLink>
    </IconButton>
  );
}
