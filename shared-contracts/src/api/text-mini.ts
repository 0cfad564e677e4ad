import * as z from 'zod/mini';
import { MessageKey } from './message-keys';
import { isCleanText } from './text-rules';

/** text.ts's `text()` for the zod/mini schemas of the lean login bundle. */
export const miniText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(z.refine(isCleanText, { message: MessageKey.invalidCharacters }));
