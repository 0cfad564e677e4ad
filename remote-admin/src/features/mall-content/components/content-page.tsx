import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ContentDoc } from 'shared-contracts/api/content';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ListBody } from '../../mall-shared/components/list-body';
import { useContentList } from '../api/get-content';
import { useDeleteContent } from '../api/delete-content';
import { newContentValues } from '../utils/content-form';
import { ContentFormDialog } from './content-form-dialog';
import { EditContentDialog } from './edit-content-dialog';
import { TitleWithAdd } from '../../../components/title-with-add';

type ListedDoc = Omit<ContentDoc, 'bodyI18n'>;
const COLUMNS = ['label', 'title', 'sort', 'updateTime', 'actions'] as const;

/** `admin/mall/Content`: the documents of SPEC §2 (plugin installation, guides, services, ports) in three languages. */
export function ContentPage() {
  const locale = usePortalLocale();
  const list = useContentList();
  const [editing, setEditing] = useState<{ label: string } | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ListedDoc | null>(null);
  const remove = useDeleteContent();
  const title = (doc: ListedDoc) => localized(doc.titleI18n.cn ?? doc.label, doc.titleI18n, locale);

  return (
    <Stack gap="4">
      <TitleWithAdd titleId="admin.mall.content.title" addId="admin.mall.content.add" permission="content:add" onAdd={() => setEditing('new')} />
      <ListBody list={list} emptyText={<FormattedMessage id="admin.mall.content.empty" />}>
        <ListTable idPrefix="admin.mall.content" columns={COLUMNS} numeric={['sort']}>
          {(list.data ?? []).map((doc) => (
            <Table.Row key={doc.id}>
              <Table.Cell><Text as="span" fontFamily="mono" fontSize="xs">{doc.label}</Text></Table.Cell>
              <Table.Cell>
                <Text>{doc.titleI18n.cn ?? ''}</Text>
                <Text fontSize="xs" color="fg.muted">{[doc.titleI18n.en, doc.titleI18n.vi].filter(Boolean).join(' · ')}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{doc.sort}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(doc.updateTime, locale)}</Table.Cell>
              <Table.Cell>
                <RowActions
                  name={title(doc)}
                  editPermission="content:edit"
                  deletePermission="content:del"
                  onEdit={() => setEditing({ label: doc.label })}
                  onDelete={() => setDeleting(doc)}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </ListTable>
      </ListBody>
      {editing === 'new' ? <ContentFormDialog initial={newContentValues()} onClose={() => setEditing(null)} /> : null}
      {editing && editing !== 'new' ? <EditContentDialog label={editing.label} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={<FormattedMessage id="admin.mall.content.confirm" values={{ title: title(deleting), label: deleting.label }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate([deleting.id], { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
    </Stack>
  );
}
