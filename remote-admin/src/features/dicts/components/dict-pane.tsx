import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Dict } from 'shared-contracts/api/dict';
import { useDeleteDicts } from '../api/delete-dicts';
import { useDicts } from '../api/get-dicts';
import { useClampedPage } from '../hooks/use-clamped-page';
import { usePagedSearch } from '../hooks/use-paged-search';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { DictFormDialog } from './dict-form-dialog';
import { DictTable } from './dict-table';
import { ListBody } from './list-body';
import { Pager } from '../../../components/pager';
import { PaneToolbar } from './pane-toolbar';

export const DICT_PAGE_SIZE = 10;

type DictPaneProps = {
  selected: Dict | null;
  onSelect: (dict: Dict) => void;
  /** A saved dictionary, so the page can follow a rename of the one shown. */
  onSaved: (dict: Dict) => void;
  onDeleted: (dict: Dict) => void;
};

/** The left pane: dictionaries, searched and paged, with create / edit / delete by permission. */
export function DictPane({ selected, onSelect, onSaved, onDeleted }: DictPaneProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const { page, query, setPage, search } = usePagedSearch();
  const list = useDicts({ page, size: DICT_PAGE_SIZE, blurry: query });
  const [editing, setEditing] = useState<{ dict?: Dict } | null>(null);
  const [deleting, setDeleting] = useState<Dict | null>(null);
  const remove = useDeleteDicts();

  const total = list.data?.totalElements;
  useClampedPage(total, DICT_PAGE_SIZE, setPage);

  return (
    <Stack gap="3">
      <Heading as="h2" size="md"><FormattedMessage id="admin.dict.dicts" /></Heading>
      <PaneToolbar
        searchLabel={intl.formatMessage({ id: 'admin.dict.search.dicts' })}
        searchPlaceholder={intl.formatMessage({ id: 'admin.dict.search.dictsPlaceholder' })}
        onSearch={search}
        addLabel={<FormattedMessage id="admin.dict.addDict" />}
        onAdd={() => setEditing({})}
      />
      <ListBody
        list={list}
        errorText={<FormattedMessage id="admin.dict.loadFailed" />}
        emptyText={query ? <FormattedMessage id="admin.dict.noMatch" values={{ query }} /> : <FormattedMessage id="admin.dict.emptyDicts" />}
      >
        <DictTable
          dicts={list.data?.content ?? []}
          selectedId={selected?.id}
          locale={locale}
          onSelect={onSelect}
          onEdit={(dict) => setEditing({ dict })}
          onDelete={setDeleting}
        />
        <Pager page={page} size={DICT_PAGE_SIZE} total={total ?? 0} onPageChange={setPage} />
      </ListBody>
      {editing ? <DictFormDialog dict={editing.dict} onClose={() => setEditing(null)} onSaved={onSaved} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={<FormattedMessage id="admin.dict.confirm.dict" values={{ name: deleting.name }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate([deleting], {
            onSuccess: () => {
              onDeleted(deleting);
              setDeleting(null);
            },
          })}
        />
      ) : null}
    </Stack>
  );
}
