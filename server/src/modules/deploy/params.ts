import { z } from 'zod';
import { remoteName } from 'shared-contracts/api/deploy';

/** `:name` of the registry's action routes, refused like the bodies refuse it. */
export const remoteParamsSchema = z.object({ name: remoteName() });
