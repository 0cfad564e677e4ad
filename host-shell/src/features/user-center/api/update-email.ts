import { useMutation } from '@tanstack/react-query';
import { emailCodeResponseSchema, userSchema, type User } from 'shared-contracts/api/auth';
import type { UpdateEmailBody } from 'shared-contracts/api/users';
import { postJson } from 'shared-contracts/http/client';
import { setUser } from 'shared-contracts/session/session-store';
import { QUIET } from './quiet';

/** `POST auth/email/code` with scene changeEmail: mails a 6-digit code to the new address. */
export function sendChangeEmailCode(email: string) {
  return postJson(emailCodeResponseSchema, 'auth/email/code', { email, scene: 'changeEmail' }, QUIET);
}

/** `POST api/users/updateEmail`: the new address, its code and the current password; answers the user. */
export function updateEmail(body: UpdateEmailBody): Promise<User> {
  return postJson(userSchema, 'api/users/updateEmail', body, QUIET);
}

export function useSendChangeEmailCode() {
  return useMutation({ mutationFn: sendChangeEmailCode });
}

export function useUpdateEmail() {
  return useMutation({ mutationFn: updateEmail, onSuccess: (user) => setUser(user) });
}
