import { Table } from '@chakra-ui/react/table';
import { useIntl } from 'react-intl';
import type { Dept } from 'shared-contracts/api/depts';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { TreeNameCell } from '../../../components/tree-name-cell';
import { useFolded } from '../../../hooks/use-folded';
import { EnabledBadge } from '../../system-shared/components/enabled-badge';
import { deptName, flattenDepts } from '../../system-shared/utils/dept-tree';

const COLUMNS = ['name', 'nameEn', 'nameVi', 'sort', 'status', 'createTime', 'actions'] as const;

type DeptTreeTableProps = { tree: readonly Dept[]; locale: Locale; onEdit: (dept: Dept) => void; onDelete: (dept: Dept) => void };

/** The whole tree, every level open at first; each branch folds with its toggle. Languages side by side. */
export function DeptTreeTable({ tree, locale, onEdit, onDelete }: DeptTreeTableProps) {
  const intl = useIntl();
  const { folded, toggle } = useFolded();

  return (
    <ListTable idPrefix="admin.system.dept" columns={COLUMNS} numeric={['sort']} stickyHeader>
      {flattenDepts(tree, { folded }).map(({ dept, depth }) => {
        const name = deptName(dept, locale);
        const open = !folded.has(dept.id);
        return (
          <Table.Row key={dept.id}>
            <TreeNameCell depth={depth} hasChildren={!!dept.children?.length} open={open} onToggle={() => toggle(dept.id)}
              toggleLabel={intl.formatMessage({ id: open ? 'admin.system.dept.collapse' : 'admin.system.dept.expand' }, { name })}>
              {dept.name}
            </TreeNameCell>
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
