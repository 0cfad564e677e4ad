import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { Menu } from 'shared-contracts/api/menus';
import type { Locale } from 'shared-contracts/i18n/locale';
import type { MenuTree } from '../hooks/use-menu-tree';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';
import { ListTable } from '../../../components/list-table';
import { MenuRow } from './menu-row';

const COLUMNS = ['title', 'icon', 'sort', 'permission', 'component', 'path', 'cache', 'hidden', 'type', 'createTime', 'actions'] as const;
const INDENT_PER_LEVEL = 5;

type MenuTreeTableProps = {
  tree: MenuTree;
  blurry: string;
  locale: Locale;
  onEdit: (menu: Menu) => void;
  onDelete: (menu: Menu) => void;
};

/** The lazy tree table, or the state of its first level: loading, failed (with retry) or empty. */
export function MenuTreeTable({ tree, blurry, locale, onEdit, onDelete }: MenuTreeTableProps) {
  if (tree.status === 'pending') return <LoadingState label={<FormattedMessage id="admin.menu.loading" />} />;
  if (tree.status === 'error') {
    return <ErrorState message={<FormattedMessage id="admin.menu.loadFailed" />} retryLabel={<FormattedMessage id="admin.menu.retry" />} onRetry={tree.retry} />;
  }
  if (tree.rows.length === 0) {
    return (
      <EmptyList
        title={blurry
          ? <FormattedMessage id="admin.menu.emptySearch" values={{ query: blurry }} />
          : <FormattedMessage id="admin.menu.empty" />}
      />
    );
  }

  return (
    <ListTable idPrefix="admin.menu" columns={COLUMNS} numeric={['sort']} stickyHeader>
      {tree.rows.map((row) => {
        if (row.kind === 'menu') {
          return (
            <MenuRow
              key={`m${row.menu.id}-${row.depth}`}
              menu={row.menu}
              depth={row.depth}
              expanded={row.expanded}
              locale={locale}
              onToggle={tree.toggle}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          );
        }
        return (
          <Table.Row key={`${row.kind}${row.pid}-${row.depth}`}>
            <Table.Cell colSpan={COLUMNS.length} ps={4 + row.depth * INDENT_PER_LEVEL}>
              {row.kind === 'loading' ? (
                <HStack role="status" gap="2" color="fg.muted">
                  <Spinner size="xs" />
                  <Text><FormattedMessage id="admin.menu.loading" /></Text>
                </HStack>
              ) : (
                <HStack gap="2" color="fg.error">
                  <Text><FormattedMessage id="admin.menu.childrenFailed" /></Text>
                  <Button size="2xs" variant="outline" onClick={() => tree.retryLevel(row.pid)}>
                    <FormattedMessage id="admin.menu.retry" />
                  </Button>
                </HStack>
              )}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
