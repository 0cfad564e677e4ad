import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Menu } from 'shared-contracts/api/menus';
import { useMenuTree } from '../hooks/use-menu-tree';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { menuToValues, newMenuValues, type MenuFormValues } from '../utils/menu-form';
import { menuTitle } from '../utils/menu-tree';
import { DeleteMenuDialog } from './delete-menu-dialog';
import { MenuFormDialog } from './menu-form-dialog';
import { MenuToolbar } from './menu-toolbar';
import { MenuTreeTable } from './menu-tree-table';

/** `admin/system/Menu`: the menu tree of the portal, searched, edited and deleted by administrators. */
export function MenuPage() {
  const locale = usePortalLocale();
  const [blurry, setBlurry] = useState('');
  const [editing, setEditing] = useState<MenuFormValues | null>(null);
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const tree = useMenuTree(blurry);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        <FormattedMessage id="admin.menu.title" />
      </Heading>
      {/* The sidebar is built at login from api/menus/build, so an edit here does not move open sessions. */}
      <Alert.Root status="info" size="sm">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="admin.menu.loginNote" />
        </Alert.Title>
      </Alert.Root>
      <MenuToolbar onSearch={setBlurry} onAdd={() => setEditing(newMenuValues())} />
      <MenuTreeTable
        tree={tree}
        blurry={blurry}
        locale={locale}
        onEdit={(menu) => setEditing(menuToValues(menu))}
        onDelete={setDeleting}
      />
      {editing ? <MenuFormDialog initial={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteMenuDialog
          menu={deleting}
          title={menuTitle(deleting, locale)}
          onClose={() => setDeleting(null)}
          onDeleted={tree.forget}
        />
      ) : null}
    </Stack>
  );
}
