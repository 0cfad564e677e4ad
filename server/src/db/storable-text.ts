import { CONTROL_MULTI_LINE } from 'shared-contracts/api/text-rules';

/**
 * Text a request carried, in a form PostgreSQL always stores and a reader can see (docs/monitoring.md, "What a
 * request carried"). PostgreSQL refuses a NUL in `text` and both a NUL and a lone UTF-16 surrogate in `jsonb`, and
 * one refused value fails a whole multi-row insert: so what the server keeps of a request without refusing it (the
 * operation log, browsers' reports) is escaped, never trusted to be clean. Control characters other than tab and
 * line breaks and lone surrogates — what requests' own text fields refuse (shared-contracts' text-rules.ts) — become
 * their `\uXXXX` escape, so the log still shows what was sent; a pair stays a pair, and a cut never splits one.
 */
const UNSTORABLE = new RegExp(CONTROL_MULTI_LINE.source, 'gu');

const escapeUnit = (unit: string): string => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/** The first `max` UTF-16 units, one fewer when the last is the first half of a pair. */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max);
}

/**
 * `value` escaped (above) and cut to at most `max` UTF-16 units, followed by `…` when it was cut. The value is cut
 * before it is escaped too, so a megabyte of input costs no more than `max` characters of work.
 */
export function storableText(value: string, max: number): string {
  const head = cutAt(value, max);
  // Testing first is about twice as fast as replacing for the clean text nearly every value is.
  const escaped = CONTROL_MULTI_LINE.test(head) ? head.replace(UNSTORABLE, escapeUnit) : head;
  const kept = cutAt(escaped, max);
  return head.length < value.length || kept.length < escaped.length ? `${kept}…` : kept;
}
