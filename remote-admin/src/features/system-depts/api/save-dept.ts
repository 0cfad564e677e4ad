import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deptSchema, type Dept, type DeptBody, type DeptUpdate } from 'shared-contracts/api/depts';
import { postJson, putJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

/** `POST api/dept` (dept:add) or, with an id, `PUT api/dept` (dept:edit). */
export function saveDept(body: DeptBody | DeptUpdate): Promise<Dept> {
  return 'id' in body ? putJson(deptSchema, 'api/dept', body) : postJson(deptSchema, 'api/dept', body);
}

/** Reloads the tree everywhere it shows (this page, the users page, the pickers). */
export function useSaveDept() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDept, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }) });
}
