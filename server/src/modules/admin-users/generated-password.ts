import crypto from 'node:crypto';

// No 0/O, 1/l/I: the administrator reads the password out or types it across to the user.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;
/** The longest the portal's password rule allows (SPEC §9: 6-12 letters or digits). */
export const GENERATED_PASSWORD_LENGTH = 12;

/** A random password the password rule accepts, with at least one letter and one digit. */
export function generatePassword(): string {
  for (;;) {
    const chars = Array.from({ length: GENERATED_PASSWORD_LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
    const password = chars.join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}
