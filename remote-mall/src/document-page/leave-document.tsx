import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Any address outside the mall document (the login page, the cart, another mall page): its router reached it
 * through a link or a `navigate`, and the server sends that address's own document.
 */
export function LeaveDocument({ leave }: { leave: (address: string) => void }) {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    leave(`${pathname}${search}${hash}`);
  }, [leave, pathname, search, hash]);
  return null;
}
