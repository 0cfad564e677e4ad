import { useMutation } from '@tanstack/react-query';
import { userSchema, type User } from 'shared-contracts/api/auth';
import type { UpdateCenterBody } from 'shared-contracts/api/users';
import { putJson } from 'shared-contracts/http/client';
import { setUser } from 'shared-contracts/session/session-store';
import { QUIET } from './quiet';

/** `PUT api/users/center`: nickname, phone, area code, gender; answers the updated user. */
export function updateCenter(body: UpdateCenterBody): Promise<User> {
  return putJson(userSchema, 'api/users/center', body, QUIET);
}

export function useUpdateCenter() {
  return useMutation({ mutationFn: updateCenter, onSuccess: (user) => setUser(user) });
}
