import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OnlineSession } from 'shared-contracts/api/online-users';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localized } from 'shared-contracts/mall/localized';
import { Permission, usePermission } from 'shared-contracts/react/permission';
import { ListTable } from '../../../components/list-table';
import { SelectCheckbox } from '../../../components/select-checkbox';

const COLUMNS = ['username', 'nickName', 'dept', 'ip', 'browser', 'os', 'loginTime', 'lastActiveTime', 'actions'] as const;

type OnlineTableProps = {
  sessions: readonly OnlineSession[];
  locale: Locale;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onKick: (session: OnlineSession) => void;
};

/**
 * One page of live sessions; rows the reader may end (online:del, not their own, not above their rank) can be
 * chosen and kicked out, the reader's own session is marked.
 */
export function OnlineTable({ sessions, locale, selected, onSelect, onKick }: OnlineTableProps) {
  const intl = useIntl();
  const canKick = usePermission(['online:del']);
  const kickable = sessions.filter((s) => s.kickable);
  const chosen = kickable.filter((s) => selected.has(s.id)).length;
  const columns = canKick ? (['select', ...COLUMNS] as const) : COLUMNS;
  return (
    <ListTable idPrefix="admin.monitor.online" columns={columns}>
      {canKick ? (
        <Table.Row>
          <Table.Cell colSpan={columns.length} py="1">
            <SelectCheckbox
              checked={chosen === 0 ? false : chosen === kickable.length ? true : 'indeterminate'}
              onChange={(on) => onSelect(kickable.map((s) => s.id), on)}
              label={intl.formatMessage({ id: 'admin.monitor.online.selectPage' })}
              visibleLabel={<FormattedMessage id="admin.monitor.online.selectPage" />}
            />
          </Table.Cell>
        </Table.Row>
      ) : null}
      {sessions.map((s) => (
        <Table.Row key={s.id}>
          {canKick ? (
            <Table.Cell>
              {s.kickable ? (
                <SelectCheckbox checked={selected.has(s.id)} onChange={(on) => onSelect([s.id], on)}
                  label={intl.formatMessage({ id: 'admin.monitor.online.selectOf' }, { name: s.username })} />
              ) : null}
            </Table.Cell>
          ) : null}
          <Table.Cell>
            {s.username}
            {s.current ? <Badge ms="2" colorPalette="green"><FormattedMessage id="admin.monitor.online.current" /></Badge> : null}
          </Table.Cell>
          <Table.Cell>{s.nickName}</Table.Cell>
          <Table.Cell>{s.dept ? localized(s.dept.name, s.dept.nameI18n, locale) : ''}</Table.Cell>
          <Table.Cell>{s.ip ?? ''}</Table.Cell>
          <Table.Cell>{s.browser ?? <FormattedMessage id="admin.monitor.online.unknown" />}</Table.Cell>
          <Table.Cell>{s.os ?? <FormattedMessage id="admin.monitor.online.unknown" />}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(s.loginTime, locale)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(s.lastActiveTime, locale)}</Table.Cell>
          <Table.Cell>
            <Permission value={['online:del']}>
              {s.kickable ? (
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onKick(s)}
                  aria-label={intl.formatMessage({ id: 'admin.monitor.online.kickOf' }, { name: s.username })}>
                  <FormattedMessage id="admin.monitor.online.kick" />
                </Button>
              ) : null}
            </Permission>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
