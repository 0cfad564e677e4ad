import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SqlMonitorQuery } from 'shared-contracts/api/sql-monitor';
import { ActionDialog } from '../../../components/action-dialog';
import { refusalKey } from '../../../utils/refusal-key';
import { useResetSql } from '../api/reset-sql';

type ResetDialogProps = { source: SqlMonitorQuery['source']; onClose: () => void };

/** Asks before the counts start afresh (they cannot be brought back); PostgreSQL's refusal is shown in place. */
export function ResetDialog({ source, onClose }: ResetDialogProps) {
  const reset = useResetSql();
  const [refusal, setRefusal] = useState<string | undefined>();
  const confirm = () => {
    setRefusal(undefined);
    reset.mutate({ source }, { onSuccess: onClose, onError: (error) => setRefusal(refusalKey(error) ?? 'admin.list.loadFailed') });
  };
  return (
    <ActionDialog confirmFirst maxW="md" onConfirm={confirm} onClose={onClose} refusal={refusal} announceRefusal pending={reset.isPending}
      title={<FormattedMessage id="admin.monitor.sql.reset.title" />}
      description={<FormattedMessage id="admin.monitor.sql.reset.message" />}
      confirmPalette="red" confirmLabel={<FormattedMessage id="admin.monitor.sql.reset.confirm" />} />
  );
}
