import { z } from 'zod';
import { idListSchema, pageQuerySchema, requiredText } from './common';
import { MessageKey } from './message-keys';
import { pageOf } from './page';
import { text } from './text';

/** The storage tool, eladmin's 本地存储 (`api/localStorage`, docs/storage.md): files kept behind the storage interface. */

/** The largest file the tool takes (the multipart ceiling of every form); pictures keep their own 5 MiB. */
export const STORAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const STORAGE_NAME_MAX = 100;

/** What kind of file a row is, from its sniffed type (and, for unknown bytes, its suffix): the page's icon and thumbnail. */
export const storageFileKinds = ['image', 'document', 'archive', 'other'] as const;
export type StorageFileKind = (typeof storageFileKinds)[number];

export const storageFileSchema = z.object({
  id: z.number().int(),
  /** The name as shown and downloaded; never part of where the bytes are kept. */
  name: z.string(),
  /** The file extension without the dot (`png`, `pdf`), '' when unknown. */
  suffix: z.string(),
  type: z.enum(storageFileKinds),
  contentType: z.string(),
  size: z.number().int(),
  createdBy: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  /** Where the bytes are fetched (with the token): `GET api/localStorage/{id}/download`. */
  url: z.string(),
  /** A picture's thumbnail (with the token): `GET api/localStorage/{id}/thumbnail`; null for any other file. */
  thumbnailUrl: z.string().nullable(),
});
export type StorageFile = z.infer<typeof storageFileSchema>;
export const storageFilePageSchema = pageOf(storageFileSchema);

const instant = z.iso.datetime({ offset: true, message: MessageKey.invalidDate }).optional();

/** `GET api/localStorage`: newest first; `blurry` is part of the name (any case), the creation range is inclusive. */
export const storageFileQuerySchema = pageQuerySchema.extend({
  blurry: text().trim().max(STORAGE_NAME_MAX, MessageKey.tooLong).optional(),
  createdFrom: instant,
  createdTo: instant,
});
export type StorageFileQuery = z.output<typeof storageFileQuerySchema>;

/** A file's display name: trimmed, 1-100 characters, no control characters. */
export const storageFileNameSchema = requiredText(STORAGE_NAME_MAX);

/** The text fields of the upload form (`file` is the file): an optional display name, else the uploaded file's name. */
export const storageUploadFieldsSchema = z.object({
  name: text().trim().max(STORAGE_NAME_MAX, MessageKey.tooLong).optional(),
});

/** `PUT api/localStorage`: renames a file. */
export const storageFileRenameSchema = z.object({
  id: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
  name: storageFileNameSchema,
});
export type StorageFileRename = z.output<typeof storageFileRenameSchema>;

/** `DELETE api/localStorage`: the rows and their bytes, all or none. */
export const storageFileDeleteSchema = idListSchema;
