import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Dept } from 'shared-contracts/api/depts';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { EnabledBadge } from '../../system-shared/components/enabled-badge';
import { deptName, flattenDepts } from '../../system-shared/utils/dept-tree';

const COLUMNS = ['name', 'nameEn', 'nameVi', 'sort', 'status', 'createTime', 'actions'] as const;
const INDENT_PER_LEVEL = 5;

type DeptTreeTableProps = { tree: readonly Dept[]; locale: Locale; onEdit: (dept: Dept) => void; onDelete: (dept: Dept) => void };

/** The whole tree, every level open at first; each branch folds with its toggle. Languages side by side. */
export function DeptTreeTable({ tree, locale, onEdit, onDelete }: DeptTreeTableProps) {
  const intl = useIntl();
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) => setFolded((f) => {
    const next = new Set(f);
    if (!next.delete(id)) next.add(id);
    return next;
  });

  return (
    <ListTable idPrefix="admin.system.dept" columns={COLUMNS} numeric={['sort']} stickyHeader>
      {flattenDepts(tree, { folded }).map(({ dept, depth }) => {
        const name = deptName(dept, locale);
        const open = !folded.has(dept.id);
        return (
          <Table.Row key={dept.id}>
            <Table.Cell>
              <HStack gap="1" ps={depth * INDENT_PER_LEVEL}>
                {dept.children?.length ? (
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-expanded={open}
                    aria-label={intl.formatMessage({ id: open ? 'admin.system.dept.collapse' : 'admin.system.dept.expand' }, { name })}
                    onClick={() => toggle(dept.id)}
                  >
                    {open ? <ChevronDown /> : <ChevronRight />}
                  </IconButton>
                ) : <Box w="6" flexShrink={0} />}
                <Text as="span">{dept.name}</Text>
              </HStack>
            </Table.Cell>
            <Table.Cell>{dept.nameI18n.en ?? ''}</Table.Cell>
            <Table.Cell>{dept.nameI18n.vi ?? ''}</Table.Cell>
            <Table.Cell textAlign="end">{dept.deptSort}</Table.Cell>
            <Table.Cell><EnabledBadge enabled={dept.enabled} /></Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(dept.createTime, locale)}</Table.Cell>
            <Table.Cell>
              <RowActions name={name} editPermission="dept:edit" deletePermission="dept:del" onEdit={() => onEdit(dept)} onDelete={() => onDelete(dept)} />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
