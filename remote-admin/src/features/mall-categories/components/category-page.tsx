import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Category } from 'shared-contracts/api/goods';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useCategoryTree } from '../../mall-shared/api/get-category-tree';
import { ListBody } from '../../mall-shared/components/list-body';
import { categoryName } from '../../mall-shared/utils/category-options';
import { categoryToValues, newCategoryValues, type CategoryFormValues } from '../utils/category-form';
import { CategoryFormDialog } from './category-form-dialog';
import { CategoryTreeTable } from './category-tree-table';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { TitleWithAdd } from '../../../components/title-with-add';

/** `admin/mall/Category`: the goods category tree, edited by staff with the category:* codes. */
export function CategoryPage() {
  const locale = usePortalLocale();
  const tree = useCategoryTree();
  const [editing, setEditing] = useState<CategoryFormValues | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  return (
    <Stack gap="4">
      <TitleWithAdd titleId="admin.mall.category.title" addId="admin.mall.category.add" permission="category:add" onAdd={() => setEditing(newCategoryValues())} />
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
