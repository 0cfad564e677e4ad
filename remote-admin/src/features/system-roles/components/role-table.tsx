import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Role } from 'shared-contracts/api/roles';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localized } from 'shared-contracts/mall/localized';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { withinReach } from '../utils/role-form';

const COLUMNS = ['name', 'title', 'level', 'dataScope', 'users', 'description', 'actions'] as const;

type RoleTableProps = {
  roles: readonly Role[];
  locale: Locale;
  ownLevel: number | undefined;
  selectedId: number | undefined;
  onSelect: (role: Role) => void;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
};

/** One page of roles; the code is a toggle that shows the role's menus beside. Roles above the reader's level are read-only. */
export function RoleTable({ roles, locale, ownLevel, selectedId, onSelect, onEdit, onDelete }: RoleTableProps) {
  const intl = useIntl();
  return (
    <ListTable idPrefix="admin.system.role" columns={COLUMNS} numeric={['level', 'users']}>
      {roles.map((role) => {
        const title = localized(role.title, role.titleI18n, locale);
        const selected = role.id === selectedId;
        return (
          <Table.Row key={role.id} bg={selected ? 'bg.emphasized' : undefined}>
            <Table.Cell>
              <Button
                size="xs"
                variant="plain"
                fontFamily="mono"
                aria-pressed={selected}
                title={intl.formatMessage({ id: 'admin.system.role.select' }, { name: title })}
                onClick={() => onSelect(role)}
              >
                {role.name}
              </Button>
            </Table.Cell>
            <Table.Cell>{title}</Table.Cell>
            <Table.Cell textAlign="end">{role.level}</Table.Cell>
            <Table.Cell><FormattedMessage id={`admin.system.role.scope.${role.dataScope}`} /></Table.Cell>
            <Table.Cell textAlign="end">{role.userCount}</Table.Cell>
            <Table.Cell><Text lineClamp={2}>{localized(role.description ?? '', role.descriptionI18n, locale)}</Text></Table.Cell>
            <Table.Cell>
              {withinReach(role, ownLevel) ? (
                <RowActions name={title} editPermission="roles:edit" deletePermission="roles:del" onEdit={() => onEdit(role)} onDelete={() => onDelete(role)} />
              ) : (
                <Badge size="sm" colorPalette="gray"><FormattedMessage id="admin.system.role.aboveYou" /></Badge>
              )}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
