import type { z } from 'zod';
import { emailSchema, registerBodySchema } from './api/auth';
import { loginFormSchema, type LoginForm } from './api/auth-login';
import { MessageKey } from './api/message-keys';

/**
 * Shared validators of SPEC §5 and the login/register form rules. Rules answer message ids, never English:
 * the page translates them with react-intl (texts in i18n/messages-client-kit.ts and the server-key messages).
 */

/** Message ids of the shared validators; the email id is the server's, so client and server say the same. */
export const ValidatorMessage = {
  email: MessageKey.emailInvalid,
  phone: 'validate.phone',
  ip: 'validate.ip',
  phoneOrLandline: 'validate.phoneOrLandline',
  bankCard: 'validate.bankCard',
} as const;
export type ValidatorMessage = (typeof ValidatorMessage)[keyof typeof ValidatorMessage];

type Input = string | null | undefined;

// Schemes are case-insensitive (RFC 3986), so `HTTPS://x` is as external as `https://x`.
const EXTERNAL = /^(?:https?:|mailto:|tel:)/i;
// Chinese mobile numbering: 1, then the allocated second/third digit ranges, then 8 digits.
const MOBILE = /^1(?:3\d|4[014-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;
const LANDLINE = /^0\d{2,3}-\d{7,8}$/;
// No leading zeros ("010"): such octets are read as octal by some tools, so they are rejected as ambiguous.
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IP_V4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
const BANK_CARD = /^[1-9](?:\d{15}|\d{16}|\d{18})$/;

const isEmpty = (value: Input): value is '' | null | undefined => value === '' || value === null || value === undefined;

export function isExternal(path: string): boolean {
  return EXTERNAL.test(path);
}

/** Same rule as the register API (api/auth.ts emailSchema), so a form never accepts what the server refuses. */
export function validEmail(value: Input): boolean {
  return emailSchema.safeParse(value).success;
}

/** SPEC §5: empty passes; pair with a required rule where the field is mandatory. */
export function validPhone(value: Input): boolean {
  return isEmpty(value) || MOBILE.test(value);
}

export function validIP(value: Input): boolean {
  return isEmpty(value) || IP_V4.test(value);
}

export function validPhoneOrLandline(value: Input): boolean {
  return isEmpty(value) || LANDLINE.test(value) || MOBILE.test(value);
}

export function validBankCard(value: Input): boolean {
  return isEmpty(value) || BANK_CARD.test(value);
}

/**
 * Field rules in the shape react-hook-form's `validate` takes: undefined when valid, else a message id.
 */
export const fieldRules = {
  email: (value: Input) => (validEmail(value) ? undefined : ValidatorMessage.email),
  phone: (value: Input) => (validPhone(value) ? undefined : ValidatorMessage.phone),
  ip: (value: Input) => (validIP(value) ? undefined : ValidatorMessage.ip),
  phoneOrLandline: (value: Input) => (validPhoneOrLandline(value) ? undefined : ValidatorMessage.phoneOrLandline),
  bankCard: (value: Input) => (validBankCard(value) ? undefined : ValidatorMessage.bankCard),
} as const;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const messageKeys = new Set<string>(Object.values(MessageKey));

/** First issue per top-level field; a zod default (English) message is replaced by the generic key. */
function firstIssuePerField<Field extends string>(issues: readonly z.core.$ZodIssue[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (errors[field] === undefined) errors[field] = messageKeys.has(issue.message) ? issue.message : MessageKey.validation;
  }
  return errors;
}

// Defined with the login API body in zod/mini (api/auth-login.ts), so the login page stays lean.
export { loginFormSchema, type LoginForm };
export type LoginField = 'username' | 'password' | 'code';

/** SPEC §5 login rules: username, password and captcha non-empty; captcha 4 digits. */
export function loginFormErrors(values: Partial<Record<keyof LoginForm, unknown>>): FieldErrors<LoginField> {
  const result = loginFormSchema.safeParse(values);
  return result.success ? {} : firstIssuePerField<LoginField>(result.error.issues);
}

export type RegisterField = Extract<keyof z.input<typeof registerBodySchema>, string>;

/**
 * SPEC §5 register rules through the register API schema. zod runs an object's refinement only when every
 * field passed, so the two-password check is repeated here: a form shows all its errors at once.
 */
export function registerFormErrors(values: Partial<Record<RegisterField, unknown>>): FieldErrors<RegisterField> {
  const result = registerBodySchema.safeParse(values);
  const errors = result.success ? {} : firstIssuePerField<RegisterField>(result.error.issues);
  if (errors.confirmPassword === undefined && values.password !== values.confirmPassword) {
    errors.confirmPassword = MessageKey.passwordMismatch;
  }
  return errors;
}
