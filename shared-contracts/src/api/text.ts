import { z } from 'zod';
import { MessageKey } from './message-keys';
import { isCleanMultilineText, isCleanText } from './text-rules';

type StringParams = Parameters<typeof z.string>[0];
const invalid = { message: MessageKey.invalidCharacters };

/** A single-line text field of a request (text-rules.ts): `text()` wherever a request schema would say `z.string()`. */
export const text = (params?: StringParams) => z.string(params).refine(isCleanText, invalid);
/** A text field of a request that may hold tabs and line breaks. */
export const multilineText = (params?: StringParams) => z.string(params).refine(isCleanMultilineText, invalid);
