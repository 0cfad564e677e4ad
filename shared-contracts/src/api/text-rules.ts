/**
 * The one rule of every text field of every request (issue 14): no NUL, no lone surrogate (neither can be
 * stored or encoded), no other control character; tab, line feed and carriage return only in multi-line
 * fields (remarks, descriptions, documents, pasted share texts). Refused with 400 and
 * `validation.invalidCharacters`, translated in all three languages. Applied by text.ts (zod) and
 * text-mini.ts (zod/mini, the lean login bundle); no zod here, so either can import it alone.
 */
// Control characters are what these patterns are for.
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
/** Also what the server escapes in request text it stores without refusing it (its logs: server/src/db/storable-text.ts). */
// eslint-disable-next-line no-control-regex
export const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

export const isCleanText = (value: string) => !CONTROL_SINGLE_LINE.test(value);
export const isCleanMultilineText = (value: string) => !CONTROL_MULTI_LINE.test(value);
