import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Link } from '@chakra-ui/react/link';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LanguageMenu } from 'shared-contracts/react/shell/features/layout/components/navbar/language-menu';

/**
 * The portal's top bar as a visitor without a session sees it on the mall (features/layout/components/navbar):
 * the product's name home, the language menu and "Log in", which returns here after signing in.
 */
export function MallNavbar() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <Flex as="header" aria-label={intl.formatMessage({ id: 'layout.productTitle' })} align="center" gap="2" h="50px" px="3"
      bg="bg" borderBottomWidth="1px" boxShadow="0 1px 4px rgba(0, 21, 41, 0.08)">
      {/* Two lines rather than a cut name: "Nền tảng thu mua xuyên biên giới" needs them beside the buttons at 360 px. */}
      <Link asChild fontWeight="semibold" fontSize="sm" lineHeight="1.2" color="fg" minW="0" lineClamp={2}>
        <RouterLink to="/mall">{intl.formatMessage({ id: 'layout.productTitle' })}</RouterLink>
      </Link>
      <HStack gap="1" ms="auto">
        <LanguageMenu />
        <Button asChild size="sm" colorPalette="blue">
          <a href={`/login?redirect=${encodeURIComponent(pathname + search)}`}>{intl.formatMessage({ id: 'layout.user.login' })}</a>
        </Button>
      </HStack>
    </Flex>
  );
}
