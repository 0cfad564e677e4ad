/**
 * A web address (http or https, no whitespace): what may be drawn as a link to a source page. Never
 * `javascript:` or `data:`; stricter than SPEC §5's external-link rule, which also lets mailto and tel through.
 */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url);
}
