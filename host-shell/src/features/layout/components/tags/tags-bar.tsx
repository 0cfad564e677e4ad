import { Box } from '@chakra-ui/react/box';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useTagActions } from '../../hooks/use-tag-actions';
import { useViewTitle } from '../../hooks/use-view-title';
import { visitedViewsAtom } from '../../state/layout-atoms';
import { TagItem, type TagAction } from './tag-item';

/** SPEC §2: the bar of visited views under the navbar; scrolls sideways and keeps the active tag in view. */
export function TagsBar() {
  const intl = useIntl();
  const views = useAtomValue(visitedViewsAtom);
  const { pathname } = useLocation();
  const titleOf = useViewTitle();
  const actions = useTagActions();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const active = listRef.current?.querySelector('[data-active]');
    // jsdom has no scrollIntoView; browsers do.
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, views.length]);

  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'layout.tags.label' })} h="34px" bg="bg" borderBottomWidth="1px"
      borderColor="#d8dce5" boxShadow="0 1px 3px 0 rgba(0, 0, 0, 0.12), 0 0 3px 0 rgba(0, 0, 0, 0.04)">
      <Box as="ul" ref={listRef} display="flex" alignItems="center" gap="1.5" h="full" px="3" overflowX="auto" listStyleType="none"
        css={{ scrollbarWidth: 'none' }}>
        {views.map((view) => (
          <TagItem key={view.path} view={view} title={titleOf(view)} active={view.path === pathname}
            onAction={(action: TagAction) => (action === 'closeAll' ? actions.closeAll() : actions[action](view))} />
        ))}
      </Box>
    </Box>
  );
}
