import { useMutation } from '@tanstack/react-query';
import { AVATAR_FIELD, updateAvatarResponseSchema, type UpdateAvatarResponse } from 'shared-contracts/api/users';
import { apiRequest, http } from 'shared-contracts/http/client';
import { setUser } from 'shared-contracts/session/session-store';
import { QUIET } from './quiet';

/**
 * `POST api/users/updateAvatar`, multipart with the image in the `avatar` field. Sent through the shared
 * client for its token header; no content-type is set, so the browser writes the multipart boundary.
 */
export function updateAvatar(file: File): Promise<UpdateAvatarResponse> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file, file.name);
  return apiRequest(updateAvatarResponseSchema, http.post('api/users/updateAvatar', { ...QUIET, body: form }));
}

/** On success the session user (navbar avatar, profile card) switches to the new avatar at once. */
export function useUpdateAvatar() {
  return useMutation({ mutationFn: updateAvatar, onSuccess: ({ user }) => setUser(user) });
}
