import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A link that loads its target as a new document: what a page outside the portal's router has. */
const DocumentLink = forwardRef<HTMLAnchorElement, PageLinkProps>(({ to, children, ...rest }, ref) => (
  <a ref={ref} href={to} {...rest}>{children}</a>
));

/**
 * The link component of the pages drawn both inside the portal's router and on the login document
 * (login-document/): the router provides its own (routes/app-router.tsx), anywhere else it is an `<a>`.
 */
export const PageLinkContext = createContext<ComponentType<PageLinkProps>>(DocumentLink);

export const PageLink = forwardRef<HTMLAnchorElement, Omit<PageLinkProps, 'ref'>>((props, ref) => {
  const Link = useContext(PageLinkContext);
  return <Link ref={ref} {...props} />;
});
