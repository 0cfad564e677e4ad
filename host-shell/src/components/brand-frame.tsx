import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Icon } from '@chakra-ui/react/icon';
import { Link } from '@chakra-ui/react/link';
import { List } from '@chakra-ui/react/list';
import { Text } from '@chakra-ui/react/text';
import { Globe, Link2, Ship, Truck, Warehouse } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { LanguageSwitch } from '../i18n/language-switch';
import { PageLink } from './page-link';

const POINTS = [
  { id: 'brand.point.link', icon: Link2 },
  { id: 'brand.point.deposit', icon: Warehouse },
  { id: 'brand.point.delivery', icon: Truck },
] as const;

function BrandPanel() {
  return (
    <Flex
      as="aside"
      direction="column"
      justify="space-between"
      display={{ base: 'none', lg: 'flex' }}
      w="44%"
      maxW="560px"
      p="12"
      color="white"
      bgGradient="to-br"
      gradientFrom="#0b4f9c"
      gradientTo="#1890ff"
    >
      <HStack gap="3">
        <Flex boxSize="10" align="center" justify="center" borderRadius="lg" bg="whiteAlpha.300">
          <Icon as={Ship} boxSize="6" />
        </Flex>
        <Text fontWeight="semibold" fontSize="lg"><FormattedMessage id="app.title" /></Text>
      </HStack>
      <Stack gap="8">
        <Heading as="p" size="2xl" lineHeight="short"><FormattedMessage id="brand.tagline" /></Heading>
        <List.Root gap="4" variant="plain">
          {POINTS.map(({ id, icon }) => (
            <List.Item key={id} alignItems="flex-start" gap="3">
              <List.Indicator asChild><Icon as={icon} boxSize="5" mt="0.5" /></List.Indicator>
              <Text><FormattedMessage id={id} /></Text>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <Text fontSize="xs" color="whiteAlpha.800"><FormattedMessage id="brand.statement" /></Text>
    </Flex>
  );
}

/**
 * The frame of the pages outside the layout (login, registration): the product's brand panel on wide
 * screens, the language switch and a way to the mall on every screen, the page's own card in the middle.
 */
export function BrandFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Flex minH="100vh" bg="bg.subtle">
      <BrandPanel />
      <Flex as="main" direction="column" flex="1" minW="0">
        <HStack justify="space-between" px={{ base: '4', md: '8' }} py="4" gap="4" wrap="wrap">
          <Link asChild fontSize="sm" color="blue.600">
            <PageLink to="/mall">
              <Icon as={Globe} boxSize="4" />
              <FormattedMessage id="brand.toMall" />
            </PageLink>
          </Link>
          <LanguageSwitch />
        </HStack>
        <Flex flex="1" align="center" justify="center" px="4" py="6">
          <Box w="full" maxW={wide ? '3xl' : 'md'} bg="bg" borderRadius="xl" boxShadow="md" p={{ base: '6', md: '10' }}>
            {/* Narrow screens have no brand panel: the product still introduces itself. */}
            <HStack gap="2" mb="6" display={{ base: 'flex', lg: 'none' }} color="blue.600">
              <Icon as={Ship} boxSize="5" />
              <Text fontWeight="semibold"><FormattedMessage id="app.title" /></Text>
            </HStack>
            {children}
          </Box>
        </Flex>
      </Flex>
    </Flex>
  );
}
