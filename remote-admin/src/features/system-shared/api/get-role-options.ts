import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roleOptionSchema, type RoleOption } from 'shared-contracts/api/roles';
import { getJson } from 'shared-contracts/http/client';
import { systemKeys } from './query-keys';

const optionsSchema = z.array(roleOptionSchema);

/** `GET api/roles/all` (roles:list, user:add or user:edit): every role, by level. */
export function fetchRoleOptions(signal?: AbortSignal): Promise<RoleOption[]> {
  return getJson(optionsSchema, 'api/roles/all', signal ? { signal } : {});
}

export function useRoleOptions() {
  return useQuery({ queryKey: systemKeys.roleOptions, queryFn: ({ signal }) => fetchRoleOptions(signal) });
}
