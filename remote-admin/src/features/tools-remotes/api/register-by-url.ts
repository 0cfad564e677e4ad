import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { remoteVersionSchema, type RegisterUrlBody } from 'shared-contracts/api/deploy';
import { remoteSchema } from 'shared-contracts/api/remotes';
import { postJson } from 'shared-contracts/http/client';
import { remotesKeys } from './query-keys';

/** What the registration answers: the stored version, or the registry entry once it is active. */
const registeredSchema = z.union([remoteVersionSchema, remoteSchema]);

/**
 * `POST api/remotes/register-url` (remote:edit): a remote served from another origin, by its manifest; the checks
 * run on the manifest read there. A refusal (409 deploy.refused with its problems) is shown in the dialog.
 */
export function registerByUrl(body: RegisterUrlBody): Promise<z.output<typeof registeredSchema>> {
  return postJson(registeredSchema, 'api/remotes/register-url', body, { context: { quiet: true } });
}

export function useRegisterByUrl() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerByUrl, onSettled: () => queryClient.invalidateQueries({ queryKey: remotesKeys.all }) });
}
