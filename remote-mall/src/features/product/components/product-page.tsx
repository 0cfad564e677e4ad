import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ExternalLink, FileDown } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { GoodsDetail, Sku } from 'shared-contracts/api/goods';
import { localized } from 'shared-contracts/mall/localized';
import { LoadError } from '../../catalogue/components/load-error';
import { PlatformBadge } from '../../catalogue/components/platform-badge';
import { specLabelOf } from '../../catalogue/utils/spec-label';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { goodsIdOf, isNotFound, useGoodsDetail } from '../api/get-goods-detail';
import { Gallery } from './gallery';
import { GoodsNotFound } from './goods-not-found';
import { ProductBreadcrumb } from './product-breadcrumb';
import { PurchasePanel, type Purchase } from './purchase-panel';
import { StoreCard } from './store-card';
import { isWebUrl } from 'shared-contracts/web-url';

/** /mallDetail/:id and /mallDdcDetail/:id: one page; purchasing-agent goods also show where they come from. */
export function ProductPage({ purchase }: { purchase: Purchase }) {
  const id = goodsIdOf(useParams().id);
  const detail = useGoodsDetail(id);
  if (id === null || isNotFound(detail.error)) return <GoodsNotFound />;
  if (detail.isPending) return <ProductSkeleton />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} messageId="mall.product.loadFailed" />;
  // Keyed by id: another goods starts with a fresh choice of SKU and quantity.
  return <ProductView key={detail.data.id} goods={detail.data} purchase={purchase} />;
}

function ProductView({ goods, purchase }: { goods: GoodsDetail; purchase: Purchase }) {
  const locale = usePortalLocale();
  const name = localized(goods.name, goods.nameI18n, locale);
  const description = localized(goods.description, goods.descriptionI18n, locale);
  const images = goods.images.length > 0 ? goods.images : goods.coverUrl ? [goods.coverUrl] : [];
  const [sku, setSku] = useState<Sku | null>(null);
  const skuImage = sku?.imageUrl ? { url: sku.imageUrl, spec: specLabelOf(sku, locale) } : null;
  return (
    <Stack gap="6" as="article">
      <ProductBreadcrumb goods={goods} name={name} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <Gallery images={images} name={name} skuImage={skuImage} />
        <Stack gap="4">
          <Heading as="h1" size="xl">{name}</Heading>
          {goods.ddc ? <SourceInfo goods={goods} /> : null}
          {!goods.onSale ? <Text color="fg.error"><FormattedMessage id="mall.goodsOffSale" /></Text> : null}
          <PurchasePanel goods={goods} purchase={purchase} onSku={setSku} />
        </Stack>
      </SimpleGrid>

      <StoreCard store={goods.store} />

      <Stack as="section" gap="2" aria-labelledby="product-description">
        <Heading as="h2" size="md" id="product-description"><FormattedMessage id="mall.product.description" /></Heading>
        {description
          ? <Text whiteSpace="pre-wrap">{description}</Text>
          : <Text color="fg.muted"><FormattedMessage id="mall.product.noDescription" /></Text>}
      </Stack>

      {goods.materials.length > 0 ? (
        <HStack>
          <FileDown aria-hidden="true" size={18} />
          <RouterLink to={`/mallMaterial/${goods.id}`} style={{ textDecoration: 'underline' }}>
            <FormattedMessage id="mall.product.materials" values={{ count: goods.materials.length }} />
          </RouterLink>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** Only http(s) links are followed: collected data must never turn into a javascript: link. */

/** Source platform, the name on that platform and a link to the original page (opened without a referrer). */
function SourceInfo({ goods }: { goods: GoodsDetail }) {
  return (
    <Stack gap="1" fontSize="sm" borderWidth="1px" borderRadius="md" p="3">
      <HStack gap="2" wrap="wrap">
        <Text color="fg.muted"><FormattedMessage id="mall.product.source" /></Text>
        <PlatformBadge platform={goods.sourcePlatform} />
      </HStack>
      {goods.sourceName ? <Text lang="zh-CN">{goods.sourceName}</Text> : null}
      {goods.collected ? <Text color="fg.muted"><FormattedMessage id="mall.product.collected" /></Text> : null}
      {goods.sourceUrl && isWebUrl(goods.sourceUrl) ? (
        <a href={goods.sourceUrl} target="_blank" rel="noopener noreferrer" style={{ textDecoration: 'underline', display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <FormattedMessage id="mall.product.sourceLink" />
          <ExternalLink aria-hidden="true" size={14} />
        </a>
      ) : null}
    </Stack>
  );
}

function ProductSkeleton() {
  return (
    <Box aria-busy="true">
      <Text srOnly><FormattedMessage id="mall.product.loading" /></Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" aria-hidden="true">
        <Skeleton aspectRatio={1} borderRadius="md" />
        <Stack gap="3">
          <Skeleton height="8" />
          <Skeleton height="16" />
          <Skeleton height="24" />
          <Skeleton height="10" width="60%" />
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
