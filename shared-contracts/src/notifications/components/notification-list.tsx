import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NOTIFICATION_READ_FILTERS, type NotificationListQuery } from 'shared-contracts/api/notifications';
import { NOTIFICATION_KINDS, isNotificationKind } from 'shared-contracts/mall/notification-rules';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';

export const LIST_PAGE_SIZE = 10;
type ReadFilter = NotificationListQuery['state'];

/**
 * The full list in the personal centre: every notification shown in the portal, newest first, ten a page, filtered
 * by read state and kind; opening one marks it read and goes to its page; "mark all read" beside the filters.
 */
export function NotificationList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [query, setQuery] = useState<NotificationListQuery>({ page: 0, size: LIST_PAGE_SIZE, state: 'all' });
  const list = useNotifications(query);
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  // A filter change starts again at the first page.
  const filter = (change: Partial<NotificationListQuery>) => setQuery((q) => ({ ...q, ...change, page: 0 }));
  const total = list.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root w="auto" minW="8rem">
          <Field.Label>{t('notifications.list.state')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={query.state} onChange={(e) => filter({ state: e.currentTarget.value as ReadFilter })}>
              {NOTIFICATION_READ_FILTERS.map((s) => <option key={s} value={s}>{t(`notifications.list.state.${s}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto" minW="12rem" flex="1" maxW="20rem">
          <Field.Label>{t('notifications.list.kind')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={query.kind ?? ''}
              onChange={(e) => { const v = e.currentTarget.value; filter({ kind: isNotificationKind(v) ? v : undefined }); }}>
              <option value="">{t('notifications.list.kind.all')}</option>
              {NOTIFICATION_KINDS.map((k) => <option key={k} value={k}>{t(`notifications.kind.${k}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant="outline" colorPalette="blue" disabled={!list.data?.unread || markAll.isPending} onClick={() => markAll.mutate()}>
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      <ListBody list={list} open={open} />
      {list.data ? (
        <Flex gap="2" align="center" justify="space-between" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" role="status">{t('notifications.list.total', { count: total, unread: list.data.unread })}</Text>
          <Flex gap="2" align="center">
            <Button size="xs" variant="outline" disabled={query.page === 0} onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}>
              {t('notifications.list.previous')}
            </Button>
            <Text fontSize="sm">{t('notifications.list.page', { page: query.page + 1, pages })}</Text>
            <Button size="xs" variant="outline" disabled={query.page + 1 >= pages} onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}>
              {t('notifications.list.next')}
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Stack>
  );
}

type ListBodyProps = { list: ReturnType<typeof useNotifications>; open: ReturnType<typeof useOpenNotification> };

/** Loading, failed (with retry), empty, or the items: never a blank area. */
function ListBody({ list, open }: ListBodyProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (list.isPending) return <Text role="status" fontSize="sm">{t('notifications.loading')}</Text>;
  if (list.isError) {
    return (
      <Stack gap="2" align="start" role="alert">
        <Text fontSize="sm">{t('notifications.loadFailed')}</Text>
        <Button size="xs" variant="outline" onClick={() => void list.refetch()}>{t('notifications.retry')}</Button>
      </Stack>
    );
  }
  if (list.data.content.length === 0) return <Text fontSize="sm" color="fg.muted">{t('notifications.list.empty')}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" borderWidth="1px" borderRadius="md" overflow="hidden"
      aria-label={t('notifications.list.title')} aria-busy={list.isPlaceholderData || undefined}>
      {list.data.content.map((n) => <li key={n.id}><NotificationItem notification={n} onOpen={open} /></li>)}
    </Stack>
  );
}
