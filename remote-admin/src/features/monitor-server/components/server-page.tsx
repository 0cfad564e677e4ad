import { Badge } from '@chakra-ui/react/badge';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from 'shared-contracts/format';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ErrorState, LoadingState } from '../../../components/list-state';
import { PageHeading } from '../../../components/page-heading';
import { useServerSample } from '../api/get-server-sample';
import { usePageVisible } from '../hooks/use-page-visible';
import { useSampleHistory } from '../hooks/use-sample-history';
import { ServerCards } from './server-cards';

/** `admin/monitor/Server`: eladmin's 服务监控, live: a sample every 3 s while the tab is shown (monitor:list). */
export function ServerPage() {
  const locale = usePortalLocale();
  const visible = usePageVisible();
  const sample = useServerSample();
  const history = useSampleHistory(sample.data);

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.monitor.server.title" />} intro={<FormattedMessage id="admin.monitor.server.intro" />} />
      {sample.data ? (
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="admin.monitor.server.updated" values={{ time: formatDateTime(sample.data.time, locale) }} />
          </Text>
          {!visible ? <Badge colorPalette="gray"><FormattedMessage id="admin.monitor.server.paused" /></Badge> : null}
          {sample.isError ? <Badge colorPalette="red"><FormattedMessage id="admin.monitor.server.stale" /></Badge> : null}
        </HStack>
      ) : null}
      {sample.data ? (
        <ServerCards sample={sample.data} history={history} locale={locale} />
      ) : sample.isError ? (
        <ErrorState
          message={<FormattedMessage id="admin.monitor.server.loadFailed" />}
          retryLabel={<FormattedMessage id="admin.list.retry" />}
          onRetry={() => void sample.refetch()}
        />
      ) : (
        <LoadingState label={<FormattedMessage id="admin.list.loading" />} />
      )}
    </Stack>
  );
}
