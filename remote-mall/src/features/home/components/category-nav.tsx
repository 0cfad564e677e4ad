import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Category } from 'shared-contracts/api/goods';
import { localized } from 'shared-contracts/mall/localized';
import { useCategories } from '../../catalogue/api/get-categories';
import { LoadError } from '../../catalogue/components/load-error';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useBackgroundAnswer } from '../hooks/use-background-answer';

const categoryPath = (id: number) => `/mallSearch?categoryId=${id}`;
/** A top level shows its first children; the rest are one click away on the search page. */
const CHILDREN_SHOWN = 8;

/** Category navigation: each top level with its children, every entry a link to that category's goods. */
export function CategoryNav() {
  const categories = useBackgroundAnswer(useCategories());
  const locale = usePortalLocale();
  const name = (c: Category) => localized(c.name, c.nameI18n, locale);
  return (
    <Stack as="nav" gap="3" aria-labelledby="home-categories">
      <Heading as="h2" size="lg" id="home-categories"><FormattedMessage id="mall.home.categories" /></Heading>
      {categories.isPending ? (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height="16" />)}
        </SimpleGrid>
      ) : categories.isError ? (
        <LoadError onRetry={() => void categories.refetch()} messageId="mall.home.categoriesFailed" />
      ) : categories.data.every((c) => !c.enabled) ? (
        <Text color="fg.muted"><FormattedMessage id="mall.home.categoriesEmpty" /></Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap="3" p="0" m="0">
          {categories.data.filter((c) => c.enabled).map((top) => (
            <Box as="li" key={top.id} listStyleType="none" borderWidth="1px" borderRadius="md" p="3">
              <RouterLink to={categoryPath(top.id)} style={{ fontWeight: 600 }}>{name(top)}</RouterLink>
              <Text as="ul" fontSize="sm" color="fg.muted" mt="1" display="flex" flexWrap="wrap" gap="1" columnGap="3" p="0">
                {(top.children ?? []).filter((c) => c.enabled).slice(0, CHILDREN_SHOWN).map((child) => (
                  <li key={child.id} style={{ listStyle: 'none' }}>
                    <RouterLink to={categoryPath(child.id)}>{name(child)}</RouterLink>
                  </li>
                ))}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
