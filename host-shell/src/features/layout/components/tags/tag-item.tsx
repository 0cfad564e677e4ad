import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ViewMeta } from '../../../../routes/view-state';
import { useHeaderMenuStrategy } from '../../hooks/use-header-menu-strategy';

const TagLink = chakra(RouterLink);

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

type TagItemProps = { view: ViewMeta; title: string; active: boolean; onAction: (action: TagAction) => void };

/**
 * One visited view: a link to its fullPath, a close button unless pinned, and the right-click menu
 * (also reachable from the keyboard with the context-menu key or Shift+F10 on the focused tag).
 */
export function TagItem({ view, title, active, onAction }: TagItemProps) {
  const intl = useIntl();
  const strategy = useHeaderMenuStrategy();
  return (
    <Menu.Root onSelect={({ value }) => onAction(value as TagAction)} positioning={{ strategy }}>
      <Menu.ContextTrigger asChild>
        <Box as="li" data-tag-path={view.path} data-active={active || undefined} display="inline-flex" alignItems="center" flexShrink={0}
          h="26px" borderWidth="1px" borderRadius="sm" fontSize="xs" ps="2" pe={view.affix ? '2' : '1'} gap="1"
          bg={active ? 'blue.solid' : 'bg'} borderColor={active ? 'blue.solid' : '#d8dce5'}
          color={active ? 'blue.contrast' : '#495060'}>
          <TagLink to={view.fullPath} aria-current={active ? 'page' : undefined} display="inline-flex" alignItems="center" gap="1.5"
            color="inherit" textDecoration="none" whiteSpace="nowrap"
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px', borderRadius: 'xs' }}>
            {active ? <Box as="span" aria-hidden boxSize="2" borderRadius="full" bg="currentColor" /> : null}
            {title}
          </TagLink>
          {view.affix ? null : (
            <chakra.button type="button" aria-label={intl.formatMessage({ id: 'layout.tags.close' }, { title })}
              onClick={() => onAction('close')} display="inline-flex" alignItems="center" justifyContent="center"
              boxSize="4" borderRadius="full" cursor="pointer" color="inherit"
              _hover={{ bg: active ? 'blackAlpha.200' : '#b4bccc', color: active ? 'inherit' : 'white' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}>
              <X size={11} aria-hidden />
            </chakra.button>
          )}
        </Box>
      </Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36" aria-label={intl.formatMessage({ id: 'layout.tags.actions' }, { title })}>
            <Menu.Item value="refresh">{intl.formatMessage({ id: 'layout.tags.refresh' })}</Menu.Item>
            {view.affix ? null : <Menu.Item value="close">{intl.formatMessage({ id: 'layout.tags.closeThis' })}</Menu.Item>}
            <Menu.Item value="closeOthers">{intl.formatMessage({ id: 'layout.tags.closeOthers' })}</Menu.Item>
            <Menu.Item value="closeAll">{intl.formatMessage({ id: 'layout.tags.closeAll' })}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
