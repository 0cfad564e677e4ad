import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { List } from '@chakra-ui/react/list';
import { Text } from '@chakra-ui/react/text';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_FLOW_STEPS } from '../messages';
import { useAfterPageLoad } from '../hooks/use-after-page-load';
import { BannerCards } from './banner-cards';
import { HomeSearchBox } from './home-search-box';

// Loaded after the page rather than in it: the catalogue sections bring zod and the contract schemas
// (~30 KiB gzip), which the heading, search box and banners must not wait for (docs/performance.md, first load).
const HomeCatalogue = lazy(() => import('./home-catalogue'));

type Props = {
  /**
   * The catalogue sections, drawn with the page: the mall document's home is drawn by the server with their data
   * (src/document/mall-home-drawn.tsx). Without it they are a chunk loaded after the page.
   */
  catalogue?: ReactNode;
};

/**
 * The mall landing (/, /mall, /mall1): search, banners, categories, recommended and new goods, the trading
 * hall, then what the platform is and how an order runs. Each section loads on its own, so a slow or
 * failed read leaves the rest usable; the heading comes first, without waiting for any of them.
 */
export function MallHomePage({ catalogue }: Props = {}) {
  const pageLoaded = useAfterPageLoad();
  return (
    <Stack gap="8" as="article">
      <Stack gap="3" as="header" align="flex-start">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="mall.home.title" />
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          <FormattedMessage id="mall.home.intro" />
        </Text>
        <HomeSearchBox />
      </Stack>

      <Box as="section" aria-labelledby="home-featured">
        <Heading as="h2" srOnly id="home-featured"><FormattedMessage id="mall.home.featured" /></Heading>
        <BannerCards />
      </Box>

      {catalogue ?? (pageLoaded ? (
        <Suspense fallback={<CatalogueLoading />}>
          <HomeCatalogue />
        </Suspense>
      ) : <CatalogueLoading />)}

      {/* A standing statement, not an announcement: a labelled region rather than Chakra's default role="alert". */}
      <Alert.Root status="info" as="section" role="region" aria-labelledby="platform-statement">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id="platform-statement">
            <FormattedMessage id="mall.home.statementTitle" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="mall.home.statement" />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <Stack gap="3" as="section" aria-labelledby="order-flow">
        <Heading as="h2" size="lg" id="order-flow">
          <FormattedMessage id="mall.home.flowTitle" />
        </Heading>
        <List.Root as="ol" gap="2" ps="5">
          {ORDER_FLOW_STEPS.map((step) => (
            <List.Item key={step}>
              <FormattedMessage id={step} />
            </List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="mall.home.leftoverNote" />
        </Text>
      </Stack>

      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to="/mallSearch">
            <FormattedMessage id="mall.home.search" />
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/myOrder">
            <FormattedMessage id="mall.home.myOrders" />
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** Holds the catalogue sections' place (no jump when they arrive) and says what is coming. */
function CatalogueLoading() {
  return (
    <Stack gap="3" aria-busy="true">
      <Text srOnly><FormattedMessage id="mall.catalogue.loading" /></Text>
      <Skeleton height="40" />
      <Skeleton height="72" />
    </Stack>
  );
}
