import { useMutation } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import type { UpdatePassBody } from 'shared-contracts/api/users';
import { postJson } from 'shared-contracts/http/client';
import { QUIET } from './quiet';

/** `POST api/users/updatePass`; the server signs out the user's other sessions, this one stays. */
export function updatePass(body: UpdatePassBody) {
  return postJson(okSchema, 'api/users/updatePass', body, QUIET);
}

export function useUpdatePass() {
  return useMutation({ mutationFn: updatePass });
}
