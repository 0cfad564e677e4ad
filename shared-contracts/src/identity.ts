/**
 * The one canonical form of a username or e-mail address (docs/auth-and-registration.md, "One identity per
 * name"): Unicode NFKC (full-width letters, the Kelvin sign, the long s and decomposed accents become their
 * plain forms), then a locale-independent case fold (upper then lower case, as JavaScript does it without a
 * locale: `ß` → `ss`, `ı` → `i`, `İ` → `i̇`), then NFKC again. The server stores it beside the name, with the
 * unique index, and compares only it: for sign-in, the lock key, registration and e-mail changes. The
 * database's own lower() depends on its locale and is never used for identities.
 */
export function canonicalIdentity(value: string): string {
  return value.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
