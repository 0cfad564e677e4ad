import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import type { MenuSearchProps } from './menu-search';

/** Beside the other controls of a wide screen's navbar. */
const SEARCH_WIDTH = { base: '36', md: '52' };

const MenuSearch = lazy(() => import('./menu-search').then((m) => ({ default: m.MenuSearch })));

/** Without its chunk the navbar simply has no search; the pages themselves keep working. */
class WithoutSearchOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The menu search in a chunk of its own: its combobox and fuse.js (about 20 KiB gzip) are needed only
 * by signed-in users, so the public mall pages do not load them (docs/performance.md). The placeholder
 * keeps the navbar's layout while it loads.
 */
export function LazyMenuSearch({ width = SEARCH_WIDTH, takeFocus }: Partial<MenuSearchProps>) {
  return (
    <WithoutSearchOnError>
      <Suspense fallback={<Box width={width} h="8" />}>
        <MenuSearch width={width} {...(takeFocus ? { takeFocus } : {})} />
      </Suspense>
    </WithoutSearchOnError>
  );
}
