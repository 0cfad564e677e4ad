import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Download, LogOut } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ConfirmDialog } from 'shared-contracts/react/confirm-dialog';
import { Permission } from 'shared-contracts/react/permission';
import { PageHeading } from '../../../components/page-heading';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { ListBody } from '../../mall-shared/components/list-body';
import { useClampedPage } from '../../system-shared/hooks/use-clamped-page';
import { useExportOnline } from '../api/export-online';
import { useOnlineSessions } from '../api/get-online-sessions';
import { useKickSessions } from '../api/kick-sessions';
import { OnlineTable } from './online-table';

export const ONLINE_PAGE_SIZE = 10;
type Kicking = { ids: number[]; name: string | null };

/** `admin/monitor/Online`: the live sessions (online:list), kicked out one by one or chosen (online:del), exported. */
export function OnlinePage() {
  const intl = useIntl();
  const locale = usePortalLocale();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [kicking, setKicking] = useState<Kicking | null>(null);
  const list = useOnlineSessions({ page, size: ONLINE_PAGE_SIZE, filter });
  const kick = useKickSessions();
  const exporting = useExportOnline(filter, locale);
  useClampedPage(list.data?.totalElements, ONLINE_PAGE_SIZE, setPage);

  const select = (ids: number[], on: boolean) => setSelected((before) => {
    const next = new Set(before);
    for (const id of ids) if (on) next.add(id); else next.delete(id);
    return next;
  });
  const search = (text: string) => {
    setFilter(text);
    setPage(0);
    setSelected(new Set());
  };
  const confirm = (target: Kicking) => kick.mutate(target.ids, {
    onSuccess: () => {
      setKicking(null);
      setSelected((before) => new Set([...before].filter((id) => !target.ids.includes(id))));
    },
  });

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.monitor.online.title" />} intro={<FormattedMessage id="admin.monitor.online.intro" />} />
      <HStack gap="3" wrap="wrap" align="end" justify="space-between">
        <Box flex="1" minW="xs" maxW="lg">
          <SearchBox
            label={intl.formatMessage({ id: 'admin.monitor.online.search' })}
            placeholder={intl.formatMessage({ id: 'admin.monitor.online.searchPlaceholder' })}
            onSearch={search}
          />
        </Box>
        <HStack gap="2">
          <Permission value={['online:del']}>
            <Button size="sm" colorPalette="red" variant="outline" disabled={selected.size === 0}
              onClick={() => setKicking({ ids: [...selected], name: null })}>
              <LogOut />
              <FormattedMessage id="admin.monitor.online.kickSelected" values={{ count: selected.size }} />
            </Button>
          </Permission>
          <Button size="sm" variant="outline" loading={exporting.isPending} onClick={() => exporting.mutate()}>
            <Download />
            <FormattedMessage id="admin.monitor.online.export" />
          </Button>
        </HStack>
      </HStack>
      <ListBody
        list={{ data: list.data?.content, isError: list.isError, refetch: list.refetch }}
        emptyText={<FormattedMessage id={filter ? 'admin.monitor.online.noMatch' : 'admin.monitor.online.empty'} />}
      >
        <OnlineTable sessions={list.data?.content ?? []} locale={locale} selected={selected} onSelect={select}
          onKick={(s) => setKicking({ ids: [s.id], name: s.username })} />
        <Pager page={page} size={ONLINE_PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={setPage} />
      </ListBody>
      <ConfirmDialog
        open={kicking !== null}
        tone="danger"
        size="sm"
        title={<FormattedMessage id="admin.monitor.online.confirmTitle" />}
        message={kicking?.name
          ? <FormattedMessage id="admin.monitor.online.confirmOne" values={{ name: kicking.name }} />
          : <FormattedMessage id="admin.monitor.online.confirmMany" values={{ count: kicking?.ids.length ?? 0 }} />}
        cancelLabel={<FormattedMessage id="admin.confirm.cancel" />}
        confirmLabel={<FormattedMessage id="admin.monitor.online.kick" />}
        pending={kick.isPending}
        onConfirm={() => { if (kicking) confirm(kicking); }}
        onClose={() => setKicking(null)}
      />
    </Stack>
  );
}
