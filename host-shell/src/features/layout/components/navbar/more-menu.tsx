import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { EllipsisVertical, Maximize, Minimize } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useHeaderMenuStrategy } from '../../hooks/use-header-menu-strategy';
import { ChoiceGroup } from 'shared-contracts/react/shell/features/layout/components/navbar/choice-menu';
import { useLanguageChoice } from 'shared-contracts/react/shell/features/layout/components/navbar/language-menu';
import { useSizeChoice } from './size-menu';
import { useFullscreen } from './use-fullscreen';

/**
 * On a phone the navbar's language, size and fullscreen controls are one "more" menu (docs/shell-routing.md "On a
 * phone"): four icon buttons do not fit beside the cart and the account menu in 360 px. Language comes first, the
 * one a buyer is likely to need.
 */
export function MoreMenu() {
  const intl = useIntl();
  const language = useLanguageChoice();
  const size = useSizeChoice();
  const fullscreen = useFullscreen();
  const strategy = useHeaderMenuStrategy();
  return (
    <Menu.Root onSelect={({ value }) => { if (value === 'fullscreen') fullscreen.toggle(); }} positioning={{ placement: 'bottom-end', strategy }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={intl.formatMessage({ id: 'layout.more.label' })} variant="ghost" size="sm">
          <EllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48" maxW="calc(100vw - 1rem)">
            <ChoiceGroup {...language} groupLabel={language.label} />
            <Menu.Separator />
            <ChoiceGroup {...size} />
            <Menu.Separator />
            <Menu.Item value="fullscreen">
              {fullscreen.active ? <Minimize size={16} aria-hidden /> : <Maximize size={16} aria-hidden />}
              {fullscreen.label}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
