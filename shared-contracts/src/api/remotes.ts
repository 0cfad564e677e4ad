import { z } from 'zod';

/** A Module Federation remote the host registers at start-up (ARCHITECTURE.md §2). */
export const remoteSchema = z.object({
  name: z.string(),
  manifestUrl: z.string(),
  version: z.string(),
  enabled: z.boolean(),
});
export type Remote = z.infer<typeof remoteSchema>;
export const remoteListSchema = z.array(remoteSchema);
