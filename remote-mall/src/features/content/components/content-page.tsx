import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { List } from '@chakra-ui/react/list';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FileQuestion } from 'lucide-react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ContentDoc } from 'shared-contracts/api/content';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localized } from 'shared-contracts/mall/localized';
import { MarkdownLight } from 'shared-contracts/react/markdown-light';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useContentDoc, useContentList } from '../api/content';
import { PluginInstallation } from './plugin-installation';

/** The plugin's install steps have a route of their own (SPEC §2); every other document is a guide. */
export const PLUGIN_LABEL = 'plugin-installation';
export const pathOfDoc = (label: string) => (label === PLUGIN_LABEL ? '/pluginInstallation' : `/createGuide/${label}`);

/** The body in the reader's language, Chinese when that version is missing or blank. */
export function bodyIn(doc: ContentDoc, locale: Locale): string {
  return doc.bodyI18n[locale]?.trim() ? doc.bodyI18n[locale] ?? '' : doc.bodyI18n.cn ?? '';
}

/**
 * `/pluginInstallation` (mall/PluginInstallation): the collection extension's download and steps (issue 29), which
 * replace the describing document of that label; the guides stay beside it.
 */
export function PluginInstallationPage() {
  return (
    <HStack align="start" gap="8" flexDirection={{ base: 'column', md: 'row' }}>
      <Box flex="1" minW="0"><PluginInstallation /></Box>
      <GuideList current={PLUGIN_LABEL} />
    </HStack>
  );
}

/** `/createGuide/:label` (mall/CreateGuide): logistics-services, product-categories, port-information, ... */
export function GuidePage() {
  const { label = 'create-guide' } = useParams();
  return <ContentPage label={label} />;
}

function ContentPage({ label }: { label: string }) {
  return (
    <HStack align="start" gap="8" flexDirection={{ base: 'column', md: 'row' }}>
      <Box flex="1" minW="0"><ContentDocument label={label} /></Box>
      <GuideList current={label} />
    </HStack>
  );
}

function ContentDocument({ label }: { label: string }) {
  const locale = usePortalLocale();
  const doc = useContentDoc(label);
  if (doc.isPending) {
    return <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="mall.content.loading" /></Text></HStack>;
  }
  if (doc.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id="mall.content.loadFailed" /></Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void doc.refetch()}><FormattedMessage id="mall.content.retry" /></Button>
      </Alert.Root>
    );
  }
  if (doc.data === null) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator><FileQuestion /></EmptyState.Indicator>
          <EmptyState.Title as="h1"><FormattedMessage id="mall.content.notFound" /></EmptyState.Title>
          <EmptyState.Description><FormattedMessage id="mall.content.notFoundHint" /></EmptyState.Description>
          <Button asChild variant="outline"><RouterLink to="/mall"><FormattedMessage id="mall.content.backToMall" /></RouterLink></Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const title = localized(doc.data.titleI18n.cn ?? label, doc.data.titleI18n, locale);
  return (
    <Stack as="article" gap="4">
      <Stack gap="1">
        <Heading as="h1" size="2xl">{title}</Heading>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="mall.content.updated" values={{ date: <FormattedDate value={doc.data.updateTime} dateStyle="medium" /> }} />
        </Text>
      </Stack>
      <MarkdownLight source={bodyIn(doc.data, locale)} />
    </Stack>
  );
}

/** The other documents, for moving between guides; the current one is marked, not linked. */
function GuideList({ current }: { current: string }) {
  const locale = usePortalLocale();
  const list = useContentList();
  if (!list.data || list.data.length === 0) return null;
  return (
    <Box as="nav" aria-labelledby="guide-list" w={{ base: 'full', md: '64' }} flexShrink={0} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="sm" id="guide-list" mb="2"><FormattedMessage id="mall.content.guides" /></Heading>
      <List.Root gap="1" listStyleType="none">
        {list.data.map((doc) => {
          const title = localized(doc.titleI18n.cn ?? doc.label, doc.titleI18n, locale);
          return (
            <List.Item key={doc.id}>
              {doc.label === current
                ? <Text fontWeight="semibold" aria-current="page">{title}</Text>
                : <Link asChild colorPalette="blue"><RouterLink to={pathOfDoc(doc.label)}>{title}</RouterLink></Link>}
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}
