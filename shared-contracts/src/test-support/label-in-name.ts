import type { Locale } from '../i18n/locale';
import { LOCALES } from '../i18n/locale';

/** A letter no message uses, standing for a placeholder's value. */
const PLACEHOLDER = 'ǂ';

/**
 * WCAG 2.5.3, label in name, as axe's label-content-name-mismatch reads it: the words a control shows must appear,
 * in order and next to each other, among the words of the accessible name it is given (aria-label). A speech user
 * says what they see to press it. Words are compared as axe compares them: compatibility-decomposed (so Vietnamese
 * marks do not count), lower case, punctuation and parentheticals dropped, split by Intl's word segmenter (so
 * Chinese is split into words too). A message's placeholders count as one word each.
 */
const words = (text: string): string[] => {
  let plain = text.normalize('NFKD');
  for (let before = ''; before !== plain;) [before, plain] = [plain, plain.replace(/\([^()]*\)/g, '')];
  for (let before = ''; before !== plain;) [before, plain] = [plain, plain.replace(/\{[^{}]*\}/g, ` ${PLACEHOLDER} `)];
  plain = plain.replace(/[^\p{L}\p{N}]/gu, ' ').toLowerCase();
  return [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(plain)].map((s) => s.segment.trim()).filter(Boolean);
};

/** True when the words of `shown` appear together, in order, in `label`. */
export function labelHoldsShownText(label: string, shown: string): boolean {
  const name = words(label);
  const seen = words(shown);
  return seen.length === 0 || name.some((_, at) => seen.every((word, i) => name[at + i] === word));
}

type Messages = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/**
 * Each control given as [id of its aria-label, id of the text it shows], checked in every language: the ones whose
 * label does not hold the shown text, as "<locale> <label id>: «label» lacks «shown»" (none when all pass).
 */
export function labelInNameMisses(messages: Messages, controls: ReadonlyArray<readonly [string, string]>): string[] {
  return LOCALES.flatMap((locale) => controls.flatMap(([labelId, shownId]) => {
    const label = messages[locale][labelId];
    const shown = messages[locale][shownId];
    if (label === undefined || shown === undefined) return [`${locale} ${label === undefined ? labelId : shownId}: no text`];
    return labelHoldsShownText(label, shown) ? [] : [`${locale} ${labelId}: «${label}» lacks «${shown}»`];
  }));
}
