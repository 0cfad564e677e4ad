import { IconButton } from '@chakra-ui/react/button';
import { ShoppingCart } from 'lucide-react';
import { useIntl } from 'react-intl';
import { BADGE_MAX, CountBadge } from 'shared-contracts/react/count-badge';
import { Link as RouterLink } from 'react-router-dom';
import { cartCountAtom, tokenAtom } from 'shared-contracts/session/session-store';
import { useSessionValue } from 'shared-contracts/react/use-session';

/** Largest count the badge spells out; beyond it reads "99+". */

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
        <CountBadge count={count} testId="cart-count" />
      </RouterLink>
    </IconButton>
  );
}
