import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Controller, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Dept } from 'shared-contracts/api/depts';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useErrorText } from '../../../hooks/use-error-text';
import { useDeptTree } from '../../system-shared/api/get-dept-tree';
import { TreeChecklist, type ChecklistNode } from '../../system-shared/components/tree-checklist';
import { deptName } from '../../system-shared/utils/dept-tree';
import type { RoleFormValues, RoleRequest } from '../utils/role-form';

const toNodes = (tree: readonly Dept[], name: (d: Dept) => string): ChecklistNode[] =>
  tree.map((d) => ({ id: d.id, label: name(d), children: toNodes(d.children ?? [], name) }));

/** The departments of a custom data scope, from the reader's own scope; a chosen department reaches those below it. */
export function ScopeDeptsField({ control, error }: { control: Control<RoleFormValues, unknown, RoleRequest>; error: string | undefined }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const errorText = useErrorText();
  const tree = useDeptTree();
  const label = intl.formatMessage({ id: 'admin.system.role.form.depts' });
  // Not a Field.Root: each checkbox of the tree would take the field's id and label.
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium">{label}</Text>
      <Controller
        control={control}
        name="deptIds"
        render={({ field }) => (
          <TreeChecklist
            label={label}
            mode="scope"
            nodes={toNodes(tree.data?.content ?? [], (d) => deptName(d, locale))}
            value={new Set(field.value)}
            onChange={(next) => field.onChange([...next].sort((a, b) => a - b))}
          />
        )}
      />
      {error
        ? <Text fontSize="xs" color="fg.error" role="alert">{errorText(error)}</Text>
        : <Text fontSize="xs" color="fg.muted">{intl.formatMessage({ id: 'admin.system.role.form.deptsHelp' })}</Text>}
    </Stack>
  );
}
