import { useAtomValue } from 'jotai';
import type { MenuStrategy } from 'shared-contracts/react/shell/features/layout/components/navbar/choice-menu';
import { switchesAtom } from '../state/layout-atoms';

/**
 * How a menu opened from the header (the navbar's, a tag's) is positioned. With the header fixed (sticky, the default)
 * a menu placed in the page (`absolute`, Zag's default) moves with the page when the page scrolls while its trigger
 * stays, until it is placed again a frame later: on a phone a tap in that frame fell beside the item and was lost
 * (docs/shell-routing.md "On a phone"). `fixed` keeps the menu where its trigger is; a header that scrolls away with
 * the page keeps the page's own placement.
 */
export function useHeaderMenuStrategy(): MenuStrategy {
  return useAtomValue(switchesAtom).fixedHeader ? 'fixed' : 'absolute';
}
