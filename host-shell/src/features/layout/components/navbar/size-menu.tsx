import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { useAtom } from 'jotai';
import { ALargeSmall } from 'lucide-react';
import { useIntl } from 'react-intl';
import { SIZES } from '../../constants';
import { isLayoutSize } from '../../state/settings-cookies';
import { sizeAtom } from '../../state/layout-atoms';
import { notifyLayout } from '../layout-toaster';

/** SPEC §9 size switch: Default, Medium, Small, Mini, remembered in the `size` cookie. */
export function SizeMenu() {
  const intl = useIntl();
  const [size, setSize] = useAtom(sizeAtom);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={intl.formatMessage({ id: 'layout.size.label' })} variant="ghost" size="sm">
          <ALargeSmall />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup
              value={size}
              onValueChange={({ value }) => {
                if (!isLayoutSize(value) || value === size) return;
                setSize(value);
                notifyLayout(intl.formatMessage({ id: 'layout.size.changed' }));
              }}
            >
              <Menu.ItemGroupLabel>{intl.formatMessage({ id: 'layout.size.label' })}</Menu.ItemGroupLabel>
              {SIZES.map((option) => (
                <Menu.RadioItem key={option} value={option}>
                  {intl.formatMessage({ id: `layout.size.${option}` })}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
