import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { AVATAR_TYPES, avatarNamePattern, type AvatarType } from 'shared-contracts/api/users';
import type { Db } from '../../db/connect';
import { HttpError } from '../../plugins/app/errors';
import { deletePicture, putPicture } from '../../plugins/app/pictures';
import type { FileStorage } from '../../plugins/app/storage';
import { checkPicture } from '../../plugins/external/sharp-pictures';
import { swapAvatarName } from './repository';

/** Where an avatar named in `sys_user.avatar_name` is kept. */
export const avatarKey = (avatarName: string) => `avatars/${avatarName}`;

const isAvatarType = (mime: string): mime is AvatarType => Object.hasOwn(AVATAR_TYPES, mime);

/**
 * The image type by the file's own bytes (magic numbers); what the browser declared and the file name are
 * ignored. SVG (a script-capable document), HTML and anything renamed to .png fall through here.
 */
export async function sniffAvatarType(data: Buffer): Promise<{ mime: AvatarType; ext: string }> {
  const found = await fileTypeFromBuffer(data);
  if (!found || !isAvatarType(found.mime)) throw new HttpError(400, MessageKey.uploadTypeNotAllowed);
  return { mime: found.mime, ext: AVATAR_TYPES[found.mime] };
}

type Deps = { db: Db; storage: FileStorage; log: FastifyBaseLogger };

/** A failed clean-up leaves an orphan file, never a failed request: the new avatar is already in place. */
async function deleteQuietly({ storage, log }: Deps, avatarName: string): Promise<void> {
  await deletePicture(storage, avatarKey(avatarName)).catch((err: unknown) => log.warn({ err, avatarName }, 'avatar file not deleted'));
}

/**
 * Checks the image (type, pixel limit, decoding: nothing is stored when it fails), stores it and its thumbnail under a
 * new generated name, points the user at it, then deletes the previous files. The files are written before the row,
 * so the avatar a user has always exists; if the row cannot be written the new files go again. Names not made here
 * (none yet) are left alone.
 */
export async function replaceAvatar(deps: Deps, userId: number, data: Buffer): Promise<string> {
  const { mime, ext } = await sniffAvatarType(data);
  const { thumbnail } = await checkPicture(data);
  const avatarName = `${crypto.randomUUID()}.${ext}`;
  await putPicture(deps.storage, avatarKey(avatarName), { data, mime, thumbnail });
  let swapped: Awaited<ReturnType<typeof swapAvatarName>>;
  try {
    swapped = await deps.db.transaction((tx) => swapAvatarName(tx, userId, avatarName));
  } catch (err) {
    await deleteQuietly(deps, avatarName);
    throw err;
  }
  if (!swapped) {
    await deleteQuietly(deps, avatarName);
    throw new HttpError(401, MessageKey.tokenExpired);
  }
  if (swapped.previous && avatarNamePattern.test(swapped.previous)) await deleteQuietly(deps, swapped.previous);
  return avatarName;
}
