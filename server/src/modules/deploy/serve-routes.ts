import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { remoteNamePattern, remoteVersionPattern } from 'shared-contracts/api/remotes';
import { isStorageKey, sendStoredFile } from '../../plugins/app/storage';
import { isServerOnlyFile } from '../web/drawn-pages';
import { safeRelativePath } from '../web/safe-path';
import { servedContentType } from './content-type';
import { storagePrefixOf } from './storage-layout';

/** A version's files never change under its URL (a version number is stored once), so browsers and CDNs keep them. */
export const VERSION_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The files of uploaded versions, at `/remotes/<name>/v/<version>/<file>` (docs/deploy.md "Serving"), streamed from
 * the storage. More specific than the web module's `/remotes/<name>/*`, which keeps serving the built-in builds.
 * A tab still running an older version keeps loading its chunks: every version stays where it was. Compressed
 * like the builds (@fastify/compress, registered inside this plugin only). Scripts and manifests may be read from
 * other origins (a host elsewhere, the admin's checks), hence `access-control-allow-origin: *`: they are public.
 */
export default async function deployServeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });

  app.get('/remotes/:name/v/:version/*', { schema: { hide: true } }, async (request, reply) => {
    const { name, version, '*': file } = request.params as { name: string; version: string; '*': string };
    const relative = safeRelativePath(file);
    const key = relative && !isServerOnlyFile(relative) ? `${storagePrefixOf(name, version)}/${relative}` : null;
    if (!key || !remoteNamePattern.test(name) || !remoteVersionPattern.test(version) || !isStorageKey(key)) return reply.callNotFound();
    const stored = await app.storage.get(key);
    // The 404 stays uncacheable: a file asked for before its upload finished must load once it has.
    if (!stored) return reply.callNotFound();
    reply.header('access-control-allow-origin', '*');
    return sendStoredFile(reply, { ...stored, contentType: servedContentType(stored.contentType) }, VERSION_CACHE_CONTROL);
  });
}
