import type { IntlShape } from 'react-intl';

/** Which picture of a goods: its main one (cards, the cart), the n-th of its gallery, or a specification's own. */
export type WhichPicture = { main: true } | { n: number; count: number } | { spec: string };

/**
 * A product picture's alt text: the goods' name and which picture it is (issue 25: never empty). The texts are the
 * catalogue's (`mall.catalogue.picture*`), which every mall page carries.
 */
export function pictureAlt(intl: IntlShape, name: string, which: WhichPicture): string {
  if ('spec' in which && which.spec) return intl.formatMessage({ id: 'mall.catalogue.pictureOfSpec' }, { name, spec: which.spec });
  if ('n' in which) return intl.formatMessage({ id: 'mall.catalogue.pictureNth' }, { name, n: which.n, count: which.count });
  return intl.formatMessage({ id: 'mall.catalogue.pictureMain' }, { name });
}
