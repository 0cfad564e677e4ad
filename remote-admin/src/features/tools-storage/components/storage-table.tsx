import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StorageFile } from 'shared-contracts/api/storage-files';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { usePermission } from 'shared-contracts/react/permission';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { formatSize } from '../utils/format-size';
import { FilePreview } from './file-preview';
import { SelectCheckbox } from '../../../components/select-checkbox';

const COLUMNS = ['select', 'preview', 'name', 'suffix', 'type', 'size', 'createdBy', 'createTime', 'actions'] as const;

type StorageTableProps = {
  files: readonly StorageFile[];
  locale: Locale;
  /** Ids chosen for deleting together. */
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], checked: boolean) => void;
  onDownload: (file: StorageFile) => void;
  onRename: (file: StorageFile) => void;
  onDelete: (file: StorageFile) => void;
};

/** One page of stored files: a thumbnail for pictures, the kind's icon otherwise, sizes as people read them. */
export function StorageTable({ files, locale, selected, onSelect, onDownload, onRename, onDelete }: StorageTableProps) {
  const intl = useIntl();
  // Selecting is for deleting together: only holders of storage:del see the boxes.
  const selectable = usePermission(['storage:del']);
  const columns = selectable ? COLUMNS : COLUMNS.filter((c) => c !== 'select');
  const chosenHere = files.filter((f) => selected.has(f.id)).length;
  return (
    <>
      {selectable ? (
        <HStack gap="2">
          <SelectCheckbox checked={chosenHere === 0 ? false : chosenHere === files.length ? true : 'indeterminate'}
            label={intl.formatMessage({ id: 'admin.tools.storage.selectAll' })}
            onChange={(checked) => onSelect(files.map((f) => f.id), checked)} />
          <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.tools.storage.selectAll" /></Text>
        </HStack>
      ) : null}
      <ListTable idPrefix="admin.tools.storage" columns={columns} numeric={['size']}>
        {files.map((file) => (
          <Table.Row key={file.id}>
            {selectable ? (
              <Table.Cell w="8">
                <SelectCheckbox checked={selected.has(file.id)} onChange={(checked) => onSelect([file.id], checked)}
                  label={intl.formatMessage({ id: 'admin.tools.storage.selectOf' }, { name: file.name })} />
              </Table.Cell>
            ) : null}
            <Table.Cell w="16"><FilePreview file={file} /></Table.Cell>
            <Table.Cell minW="48" maxW="xs"><Text lineClamp={2} wordBreak="break-all">{file.name}</Text></Table.Cell>
            <Table.Cell>{file.suffix}</Table.Cell>
            <Table.Cell whiteSpace="nowrap"><FormattedMessage id={`admin.tools.storage.kind.${file.type}`} /></Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">{formatSize(file.size, locale)}</Table.Cell>
            <Table.Cell>{file.createdBy ?? ''}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(file.createTime, locale)}</Table.Cell>
            <Table.Cell>
              <HStack gap="1">
                <Button size="xs" variant="ghost" onClick={() => onDownload(file)}
                  aria-label={intl.formatMessage({ id: 'admin.tools.storage.downloadOf' }, { name: file.name })}>
                  <Download /><FormattedMessage id="admin.tools.storage.download" />
                </Button>
                <RowActions name={file.name} editPermission="storage:edit" deletePermission="storage:del"
                  onEdit={() => onRename(file)} onDelete={() => onDelete(file)} />
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}
