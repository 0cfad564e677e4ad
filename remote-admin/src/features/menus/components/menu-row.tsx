import { Badge } from '@chakra-ui/react/badge';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import type { Menu } from 'shared-contracts/api/menus';
import { menuIconOf, MenuIcon } from 'shared-contracts/react/menu-icons';
import { RowActions } from '../../../components/row-actions';
import { TreeNameCell } from '../../../components/tree-name-cell';
import { menuTitle } from '../utils/menu-tree';

type MenuRowProps = {
  menu: Menu;
  depth: number;
  expanded: boolean;
  locale: Locale;
  onToggle: (menu: Menu) => void;
  onEdit: (menu: Menu) => void;
  onDelete: (menu: Menu) => void;
};

const Code = ({ value }: { value: string | null }) => (
  <Text as="span" fontFamily="mono" fontSize="xs">{value ?? ''}</Text>
);

/** One entry of the tree table: indented title with its expand toggle, the columns, and the allowed actions. */
export function MenuRow({ menu, depth, expanded, locale, onToggle, onEdit, onDelete }: MenuRowProps) {
  const intl = useIntl();
  const title = menuTitle(menu, locale);
  const yesNo = (value: boolean) => intl.formatMessage({ id: value ? 'admin.menu.yes' : 'admin.menu.no' });

  return (
    <Table.Row>
      <TreeNameCell depth={depth} hasChildren={menu.hasChildren} open={expanded} onToggle={() => onToggle(menu)}
        toggleLabel={intl.formatMessage({ id: expanded ? 'admin.menu.collapse' : 'admin.menu.expand' }, { title })}>
        {title}
      </TreeNameCell>
      <Table.Cell>
        {menu.icon ? (
          <MenuIcon name={menu.icon} role="img" aria-label={menuIconOf(menu.icon) ? menu.icon : `${menu.icon} (?)`} />
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">{menu.menuSort}</Table.Cell>
      <Table.Cell><Code value={menu.permission} /></Table.Cell>
      <Table.Cell><Code value={menu.component} /></Table.Cell>
      <Table.Cell><Code value={menu.path} /></Table.Cell>
      <Table.Cell>{yesNo(menu.cache)}</Table.Cell>
      <Table.Cell>{yesNo(menu.hidden)}</Table.Cell>
      <Table.Cell>
        <Badge size="sm" colorPalette={['blue', 'green', 'gray'][menu.type] ?? 'gray'}>
          <FormattedMessage id={`admin.menu.type.${menu.type}`} />
        </Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(menu.createTime, locale)}</Table.Cell>
      <Table.Cell>
        <RowActions
          name={title}
          editPermission="menu:edit"
          deletePermission="menu:del"
          onEdit={() => onEdit(menu)}
          onDelete={() => onDelete(menu)}
        />
      </Table.Cell>
    </Table.Row>
  );
}
