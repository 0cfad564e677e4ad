import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Dict, DictDetail } from 'shared-contracts/api/dict';
import { useDeleteDictDetail } from '../api/delete-dict-detail';
import { useDictDetails } from '../api/get-dict-details';
import { useClampedPage } from '../hooks/use-clamped-page';
import { usePagedSearch } from '../hooks/use-paged-search';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { DetailFormDialog } from './detail-form-dialog';
import { DetailTable } from './detail-table';
import { ListBody } from './list-body';
import { Pager } from '../../../components/pager';
import { PaneToolbar } from './pane-toolbar';

export const DETAIL_PAGE_SIZE = 10;

/** The right pane: the entries of the chosen dictionary, searched by label and paged. */
export function DetailPane({ dict }: { dict: Dict }) {
  const intl = useIntl();
  const { page, query, setPage, search } = usePagedSearch();
  const list = useDictDetails({ dictName: dict.name, page, size: DETAIL_PAGE_SIZE, label: query });
  const [editing, setEditing] = useState<{ detail?: DictDetail } | null>(null);
  const [deleting, setDeleting] = useState<DictDetail | null>(null);
  const remove = useDeleteDictDetail(dict.name);

  const total = list.data?.totalElements;
  useClampedPage(total, DETAIL_PAGE_SIZE, setPage);

  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        <FormattedMessage id="admin.dict.entriesOf" values={{ name: dict.name }} />
      </Heading>
      <PaneToolbar
        searchLabel={intl.formatMessage({ id: 'admin.dict.search.entries' })}
        searchPlaceholder={intl.formatMessage({ id: 'admin.dict.search.entriesPlaceholder' })}
        onSearch={search}
        addLabel={<FormattedMessage id="admin.dict.addEntry" />}
        onAdd={() => setEditing({})}
      />
      <ListBody
        list={list}
        errorText={<FormattedMessage id="admin.dict.entriesFailed" />}
        emptyText={query ? <FormattedMessage id="admin.dict.noMatch" values={{ query }} /> : <FormattedMessage id="admin.dict.emptyEntries" />}
      >
        <DetailTable details={list.data?.content ?? []} onEdit={(detail) => setEditing({ detail })} onDelete={setDeleting} />
        <Pager page={page} size={DETAIL_PAGE_SIZE} total={total ?? 0} onPageChange={setPage} />
      </ListBody>
      {editing ? <DetailFormDialog dict={dict} detail={editing.detail} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={<FormattedMessage id="admin.dict.confirm.entry" values={{ label: deleting.label }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
    </Stack>
  );
}
