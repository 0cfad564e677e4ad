import { Flex } from '@chakra-ui/react/flex';
import { Icon } from '@chakra-ui/react/icon';
import { Text } from '@chakra-ui/react/text';
import { Store } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** Logo and product title at the top of the sidebar (SPEC §3 sidebarLogo); the title hides on the rail. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  return (
    <Flex asChild align="center" justify={collapsed ? 'center' : 'flex-start'} gap="2.5" h="50px" px={collapsed ? '0' : '4'}
      bg="#2b2f3a" color="white" flexShrink={0} _focusVisible={{ outline: '2px solid', outlineColor: 'var(--app-theme-color)', outlineOffset: '-2px' }}>
      <RouterLink to="/">
        <Icon as={Store} boxSize="6" color="var(--app-theme-color, #1890ff)" aria-hidden />
        {collapsed ? null : (
          // Two lines rather than an ellipsis: the English and Vietnamese titles are longer than 205 px.
          <Text fontWeight="semibold" fontSize="13px" lineHeight="1.2" lineClamp={2}>
            <FormattedMessage id="layout.productTitle" />
          </Text>
        )}
      </RouterLink>
    </Flex>
  );
}
