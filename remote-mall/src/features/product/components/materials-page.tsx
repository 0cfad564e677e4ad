import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Download, FileText } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Material } from 'shared-contracts/api/goods';
import { localized } from 'shared-contracts/mall/localized';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { goodsPath } from '../../catalogue/components/goods-card';
import { LoadError } from '../../catalogue/components/load-error';
import { pictureAlt } from '../../catalogue/utils/picture-alt';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { goodsIdOf, isNotFound, useGoodsDetail } from '../api/get-goods-detail';
import { GoodsNotFound } from './goods-not-found';

const isImage = (m: Material) => m.contentType.startsWith('image/');

/** /mallMaterial/:id: a goods' promotion materials, pictures previewed, every file downloadable. */
export function MaterialsPage() {
  const id = goodsIdOf(useParams().id);
  const detail = useGoodsDetail(id);
  const locale = usePortalLocale();
  const intl = useIntl();
  if (id === null || isNotFound(detail.error)) return <GoodsNotFound />;
  if (detail.isPending) return <Skeleton height="40" aria-busy="true" />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} messageId="mall.product.loadFailed" />;
  const goods = detail.data;
  const name = localized(goods.name, goods.nameI18n, locale);
  const images = goods.materials.filter(isImage);
  const files = goods.materials.filter((m) => !isImage(m));
  return (
    <Stack gap="6" as="article">
      <HStack gap="4" align="center">
        <Box width="16" flexShrink={0}><LazyImage src={goods.coverUrl} alt={pictureAlt(intl, name, { main: true })} ratio={1} borderRadius="md" /></Box>
        <Stack gap="1">
          <Heading as="h1" size="lg"><FormattedMessage id="mall.materials.title" values={{ name }} /></Heading>
          <RouterLink to={goodsPath(goods)} style={{ textDecoration: 'underline', fontSize: '0.875rem' }}>
            <FormattedMessage id="mall.materials.back" />
          </RouterLink>
        </Stack>
      </HStack>

      {goods.materials.length === 0 ? (
        <Text color="fg.muted"><FormattedMessage id="mall.materials.none" /></Text>
      ) : null}

      {images.length > 0 ? (
        <Stack as="section" gap="3" aria-labelledby="materials-images">
          <Heading as="h2" size="md" id="materials-images"><FormattedMessage id="mall.materials.images" /></Heading>
          <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap="3" p="0" m="0">
            {images.map((m) => (
              <Box as="li" key={m.id} listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden">
                <LazyImage src={m.url} alt={titleOf(m, locale)} ratio={1} fit="contain" />
                <HStack justify="space-between" p="2" gap="2">
                  <Text fontSize="sm" truncate>{titleOf(m, locale)}</Text>
                  <DownloadLink material={m} />
                </HStack>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}

      {files.length > 0 ? (
        <Stack as="section" gap="3" aria-labelledby="materials-files">
          <Heading as="h2" size="md" id="materials-files"><FormattedMessage id="mall.materials.files" /></Heading>
          <Stack as="ul" gap="2" p="0" m="0">
            {files.map((m) => (
              <HStack as="li" key={m.id} listStyleType="none" borderWidth="1px" borderRadius="md" p="3" gap="3">
                <FileText aria-hidden="true" />
                <Stack gap="0" flex="1" minW="0">
                  <Text truncate>{titleOf(m, locale)}</Text>
                  <Text fontSize="xs" color="fg.muted">{m.fileName} · <FileSize bytes={m.size} /></Text>
                </Stack>
                <DownloadLink material={m} />
              </HStack>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

function titleOf(m: Material, locale: ReturnType<typeof usePortalLocale>) {
  return localized(m.fileName, m.titleI18n, locale);
}

function DownloadLink({ material }: { material: Material }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  return (
    <Button asChild size="xs" variant="outline">
      <a href={material.url} download={material.fileName}
        aria-label={intl.formatMessage({ id: 'mall.materials.downloadNamed' }, { name: titleOf(material, locale) })}>
        <Download aria-hidden="true" />
        <FormattedMessage id="mall.materials.download" />
      </a>
    </Button>
  );
}

function FileSize({ bytes }: { bytes: number }) {
  const intl = useIntl();
  const [value, unit] = bytes >= 1_048_576 ? [bytes / 1_048_576, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return <>{intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 })}</>;
}
