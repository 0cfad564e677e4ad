import { Table } from '@chakra-ui/react/table';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { RemoteHealth } from 'shared-contracts/api/deploy';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { ListTable } from '../../../components/list-table';

const COLUMNS = ['version', 'count', 'kinds', 'lastTime'] as const;

/** Load failures the browsers reported in the last hour, per version, with what failed. */
export function FailureTable({ failures, locale }: { failures: RemoteHealth['failures']; locale: Locale }) {
  const intl = useIntl();
  // A kind this page does not know yet (a newer host) is shown as sent.
  const kindText = (kind: string) => {
    const id = `admin.tools.remotes.kind.${kind}`;
    return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : kind;
  };
  return (
    <ListTable idPrefix="admin.tools.remotes.failure" columns={COLUMNS} numeric={['count']}>
      {failures.map((f) => (
        <Table.Row key={f.version}>
          <Table.Cell fontFamily="mono">{f.version || <FormattedMessage id="admin.tools.remotes.unknownVersion" />}</Table.Cell>
          <Table.Cell textAlign="end"><FormattedNumber value={f.count} /></Table.Cell>
          <Table.Cell>{f.kinds.map(kindText).join(', ')}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(f.lastTime, locale)}</Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
