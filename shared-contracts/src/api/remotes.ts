import { z } from 'zod';
import { MessageKey } from './message-keys';
import { text } from './text';

/** A Module Federation remote the host registers at start-up (ARCHITECTURE.md §2). */
export const remoteSchema = z.object({
  name: z.string(),
  manifestUrl: z.string(),
  version: z.string(),
  enabled: z.boolean(),
});
export type Remote = z.infer<typeof remoteSchema>;
export const remoteListSchema = z.array(remoteSchema);

/** The remote's name is the first segment of a menu's component (`orders/OrderList`). */
export const remoteNamePattern = /^[a-z][a-z0-9-]{0,39}$/;
/** A path on this site or an http(s) URL, ending in the manifest file. */
export const manifestUrlPattern = /^(\/|https?:\/\/)[^\s?#]*\.json(\?[^\s#]*)?$/;
/** Semantic version, e.g. `1.0.0` or `1.2.0-rc.1`. */
export const remoteVersionPattern = /^\d{1,6}\.\d{1,6}\.\d{1,6}(-[0-9A-Za-z.-]{1,40})?$/;

/** Body of `PUT api/remotes`: creates the remote by name or replaces its location, version and switch. */
export const remoteUpsertSchema = z.object({
  name: text({ message: MessageKey.remoteNameInvalid }).trim().regex(remoteNamePattern, MessageKey.remoteNameInvalid),
  manifestUrl: text({ message: MessageKey.remoteManifestUrlInvalid }).trim().max(500, MessageKey.tooLong)
    .regex(manifestUrlPattern, MessageKey.remoteManifestUrlInvalid),
  version: text({ message: MessageKey.remoteVersionInvalid }).trim().regex(remoteVersionPattern, MessageKey.remoteVersionInvalid),
  enabled: z.boolean().default(true),
});
export type RemoteUpsert = z.output<typeof remoteUpsertSchema>;
