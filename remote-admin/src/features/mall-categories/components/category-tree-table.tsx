import { Table } from '@chakra-ui/react/table';
import { useIntl } from 'react-intl';
import type { Category } from 'shared-contracts/api/goods';
import type { Locale } from 'shared-contracts/i18n/locale';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { TreeNameCell } from '../../../components/tree-name-cell';
import { useFolded } from '../../../hooks/use-folded';
import { YesNo } from '../../mall-shared/components/yes-no';
import { categoryName } from '../../mall-shared/utils/category-options';
import { visibleCategoryRows } from '../utils/visible-rows';

const COLUMNS = ['name', 'nameEn', 'nameVi', 'sort', 'enabled', 'actions'] as const;

type CategoryTreeTableProps = {
  tree: readonly Category[];
  locale: Locale;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
};

/** The whole tree, every level open at first; each branch folds with its toggle. Languages side by side. */
export function CategoryTreeTable({ tree, locale, onEdit, onDelete }: CategoryTreeTableProps) {
  const intl = useIntl();
  const { folded, toggle } = useFolded();

  return (
    <ListTable idPrefix="admin.mall.category" columns={COLUMNS} numeric={['sort']} stickyHeader>
      {visibleCategoryRows(tree, folded).map(({ category, depth }) => {
        const name = categoryName(category, locale);
        const hasChildren = (category.children ?? []).length > 0;
        const open = !folded.has(category.id);
        return (
          <Table.Row key={category.id}>
            <TreeNameCell depth={depth} hasChildren={hasChildren} open={open} onToggle={() => toggle(category.id)}
              toggleLabel={intl.formatMessage({ id: open ? 'admin.mall.category.collapse' : 'admin.mall.category.expand' }, { name })}>
              {category.name}
            </TreeNameCell>
            <Table.Cell>{category.nameI18n.en ?? ''}</Table.Cell>
            <Table.Cell>{category.nameI18n.vi ?? ''}</Table.Cell>
            <Table.Cell textAlign="end">{category.sort}</Table.Cell>
            <Table.Cell><YesNo value={category.enabled} /></Table.Cell>
            <Table.Cell>
              <RowActions
                name={name}
                editPermission="category:edit"
                deletePermission="category:del"
                onEdit={() => onEdit(category)}
                onDelete={() => onDelete(category)}
              />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
