import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Role, RoleMenuNode } from 'shared-contracts/api/roles';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localized } from 'shared-contracts/mall/localized';
import { usePermission } from 'shared-contracts/react/permission';
import { ErrorState, LoadingState } from '../../../components/list-state';
import { TreeChecklist, type ChecklistNode } from '../../system-shared/components/tree-checklist';
import { useMenuTree } from '../api/get-menu-tree';
import { useSaveRoleMenus } from '../api/save-role';
import { withinReach } from '../utils/role-form';

const toNodes = (nodes: readonly RoleMenuNode[], locale: Locale): ChecklistNode[] =>
  nodes.map((n) => ({ id: n.id, label: localized(n.title, n.titleI18n, locale), children: toNodes(n.children ?? [], locale) }));

const lockedOf = (nodes: readonly RoleMenuNode[]): number[] =>
  nodes.flatMap((n) => [...(n.grantable ? [] : [n.id]), ...lockedOf(n.children ?? [])]);

type RoleMenusPanelProps = { role: Role; locale: Locale; ownLevel: number | undefined };

/**
 * The menus, pages and buttons the chosen role grants, as a checkbox tree (a parent half-ticked when some of it is
 * granted). What the reader cannot grant is fixed; saving sends the whole set.
 */
export function RoleMenusPanel({ role, locale, ownLevel }: RoleMenusPanelProps) {
  const intl = useIntl();
  const tree = useMenuTree();
  const save = useSaveRoleMenus();
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set(role.menuIds));
  const editable = usePermission(['roles:edit']) && withinReach(role, ownLevel);
  const title = localized(role.title, role.titleI18n, locale);

  let body;
  if (tree.data === undefined && tree.isError) {
    body = <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void tree.refetch()} />;
  } else if (tree.data === undefined) {
    body = <LoadingState label={<FormattedMessage id="admin.list.loading" />} />;
  } else {
    body = (
      <TreeChecklist
        label={intl.formatMessage({ id: 'admin.system.role.menusOf' }, { name: title })}
        mode="cascade"
        nodes={toNodes(tree.data, locale)}
        value={checked}
        onChange={setChecked}
        locked={new Set(lockedOf(tree.data))}
        disabled={!editable}
      />
    );
  }

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md"><FormattedMessage id="admin.system.role.menusOf" values={{ name: title }} /></Heading>
        {editable ? (
          <Button
            size="sm"
            colorPalette="blue"
            loading={save.isPending}
            disabled={tree.data === undefined}
            onClick={() => save.mutate({ id: role.id, menuIds: [...checked].sort((a, b) => a - b) }, { onSuccess: (saved) => setChecked(new Set(saved.menuIds)) })}
          >
            <FormattedMessage id="admin.system.role.saveMenus" />
          </Button>
        ) : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id={editable ? 'admin.system.role.menusHelp' : 'admin.system.role.menusReadOnly'} />
      </Text>
      {body}
    </Stack>
  );
}
