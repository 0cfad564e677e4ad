import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { PICTURE_THUMBNAIL_SIDE, PICTURE_THUMBNAIL_SUFFIX } from 'shared-contracts/api/picture-thumbnail';
import { HttpError } from '../../plugins/app/errors';
import { anyFileAnswer } from '../../plugins/external/openapi-exact';
import { getStoredPicture } from '../../plugins/app/pictures';
import { isStorageKey, sendStoredFile, type StoredFile } from '../../plugins/app/storage';
import { MALL_FILE_PREFIX, MALL_FILES_PATH } from './file-url';

/**
 * Mall files are written once under a name that is never given other bytes (seed pictures are made the same
 * way every time, uploads get a fresh uuid), so a browser and any CDN may keep them for a year.
 */
const MALL_FILE_CACHE = 'public, max-age=31536000, immutable';

/**
 * `GET /api/mall-files/<folder>/<name>` (the key without `mall/`): goods pictures, store logos, promotion materials,
 * and each picture's thumbnail at `<name>.thumb.webp` (docs/storage.md "Picture limits and thumbnails").
 */
const mallFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`${MALL_FILES_PATH}:folder/:name`, {
    schema: {
      tags: ['mall files'], summary: `A public mall file (picture or promotion material) by its key under mall/; a picture's thumbnail (at most ${PICTURE_THUMBNAIL_SIDE} px a side) at <name>${PICTURE_THUMBNAIL_SUFFIX}`,
      params: z.object({
        folder: z.string().describe('goods, stores or materials'),
        name: z.string().describe('the file name within the folder'),
      }),
      response: { 200: anyFileAnswer('The file bytes: a picture (its thumbnail a WebP) or a promotion material of any type'), 404: errorBodySchema },
    },
  }, async (request, reply) => {
    // Every key the server makes is mall/<folder>/<name> (seed pictures, uploads, materials).
    const key = `${MALL_FILE_PREFIX}${request.params.folder}/${request.params.name}`;
    // Anything that is not a plain key under mall/ (dots, `..`, empty segments, other prefixes) is simply not there.
    let file: StoredFile | null = null;
    if (isStorageKey(key)) file = await getStoredPicture(app.storage, key, request.log);
    if (!file) throw new HttpError(404, MessageKey.notFound);
    return sendStoredFile(reply, file, MALL_FILE_CACHE);
  });
};
export default mallFileRoutes;
