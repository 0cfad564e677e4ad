import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Category } from 'shared-contracts/api/goods';
import { Permission } from 'shared-contracts/react/permission';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useCategoryTree } from '../../mall-shared/api/get-category-tree';
import { ListBody } from '../../mall-shared/components/list-body';
import { categoryName } from '../../mall-shared/utils/category-options';
import { categoryToValues, newCategoryValues, type CategoryFormValues } from '../utils/category-form';
import { CategoryFormDialog } from './category-form-dialog';
import { CategoryTreeTable } from './category-tree-table';
import { DeleteCategoryDialog } from './delete-category-dialog';

/** `admin/mall/Category`: the goods category tree, edited by staff with the category:* codes. */
export function CategoryPage() {
  const locale = usePortalLocale();
  const tree = useCategoryTree();
  const [editing, setEditing] = useState<CategoryFormValues | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl"><FormattedMessage id="admin.mall.category.title" /></Heading>
        <Permission value={['category:add']}>
          <Button size="sm" colorPalette="blue" onClick={() => setEditing(newCategoryValues())}>
            <Plus />
            <FormattedMessage id="admin.mall.category.add" />
          </Button>
        </Permission>
      </HStack>
      <ListBody list={tree} emptyText={<FormattedMessage id="admin.mall.category.empty" />}>
        <CategoryTreeTable
          tree={tree.data ?? []}
          locale={locale}
          onEdit={(category) => setEditing(categoryToValues(category))}
          onDelete={setDeleting}
        />
      </ListBody>
      {editing ? <CategoryFormDialog initial={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteCategoryDialog id={deleting.id} name={categoryName(deleting, locale)} onClose={() => setDeleting(null)} />
      ) : null}
    </Stack>
  );
}
