import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sqlResetBodySchema, sqlResetSchema, type SqlResetBody } from 'shared-contracts/api/sql-monitor';
import { postJson } from 'shared-contracts/http/client';
import { sqlMonitorKeys } from './query-keys';

/** `POST api/monitor/sql/reset` (sql:list): count afresh; PostgreSQL may refuse (400 monitor.sql.resetForbidden). */
export async function resetSql(body: SqlResetBody) {
  return postJson(sqlResetSchema, 'api/monitor/sql/reset', sqlResetBodySchema.parse(body));
}

export function useResetSql() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetSql, onSuccess: () => queryClient.invalidateQueries({ queryKey: sqlMonitorKeys.all }) });
}
