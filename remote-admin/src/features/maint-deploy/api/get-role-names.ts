import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roleOptionSchema } from 'shared-contracts/api/roles';
import { getJson } from 'shared-contracts/http/client';
import { usePermission } from 'shared-contracts/react/permission';
import { deployKeys } from '../../deploy-shared/api/query-keys';

const roleNamesSchema = z.array(roleOptionSchema).transform((roles) => roles.map((r) => r.name));

/** The codes `GET api/roles/all` asks for; without them the canary's roles are typed by name. */
export const ROLE_LIST_CODES = ['roles:list', 'user:add', 'user:edit'] as const;

/** `GET api/roles/all`: the role names a canary may target, by level. */
export function fetchRoleNames(signal?: AbortSignal): Promise<string[]> {
  return getJson(roleNamesSchema, 'api/roles/all', signal ? { signal } : {});
}

/** Asked only of those who may list roles: a 403 would send the user to the "no permission" page. */
export function useRoleNames() {
  const mayList = usePermission(ROLE_LIST_CODES);
  return useQuery({ queryKey: deployKeys.roleNames, queryFn: ({ signal }) => fetchRoleNames(signal), enabled: mayList });
}
