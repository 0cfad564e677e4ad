import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Category } from 'shared-contracts/api/goods';
import type { Locale } from 'shared-contracts/i18n/locale';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { YesNo } from '../../mall-shared/components/yes-no';
import { categoryName } from '../../mall-shared/utils/category-options';
import { visibleCategoryRows } from '../utils/visible-rows';

const COLUMNS = ['name', 'nameEn', 'nameVi', 'sort', 'enabled', 'actions'] as const;
const INDENT_PER_LEVEL = 5;

type CategoryTreeTableProps = {
  tree: readonly Category[];
  locale: Locale;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
};

/** The whole tree, every level open at first; each branch folds with its toggle. Languages side by side. */
export function CategoryTreeTable({ tree, locale, onEdit, onDelete }: CategoryTreeTableProps) {
  const intl = useIntl();
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) => setFolded((f) => {
    const next = new Set(f);
    if (!next.delete(id)) next.add(id);
    return next;
  });

  return (
    <ListTable idPrefix="admin.mall.category" columns={COLUMNS} numeric={['sort']} stickyHeader>
      {visibleCategoryRows(tree, folded).map(({ category, depth }) => {
        const name = categoryName(category, locale);
        const hasChildren = (category.children ?? []).length > 0;
        const open = !folded.has(category.id);
        return (
          <Table.Row key={category.id}>
            <Table.Cell>
              <HStack gap="1" ps={depth * INDENT_PER_LEVEL}>
                {hasChildren ? (
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-expanded={open}
                    aria-label={intl.formatMessage({ id: open ? 'admin.mall.category.collapse' : 'admin.mall.category.expand' }, { name })}
                    onClick={() => toggle(category.id)}
                  >
                    {open ? <ChevronDown /> : <ChevronRight />}
                  </IconButton>
                ) : <Box w="6" flexShrink={0} />}
                <Text as="span">{category.name}</Text>
              </HStack>
            </Table.Cell>
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
