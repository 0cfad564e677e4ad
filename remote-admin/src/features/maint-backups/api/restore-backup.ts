import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreBodySchema, restoreResultSchema, type RestoreResult } from 'shared-contracts/api/backups';
import { postJson } from 'shared-contracts/http/client';

/** `POST api/database/backups/{id}/restore` (database:restore) with the backup's name typed as confirmation. */
export function restoreBackup({ id, confirm }: { id: number; confirm: string }): Promise<RestoreResult> {
  return postJson(restoreResultSchema, `api/database/backups/${id}/restore`, restoreBodySchema.parse({ confirm }));
}

/** Every cached answer may show replaced data afterwards: all of them are refetched. */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreBackup, onSuccess: () => queryClient.invalidateQueries() });
}
