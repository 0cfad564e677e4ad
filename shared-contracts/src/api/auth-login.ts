import * as z from 'zod/mini';
import { MessageKey } from './message-keys';
import { miniText } from './text-mini';

/**
 * What the login page and the session need, in zod/mini: the lean login bundle imports only this (never
 * classic zod, which does not tree-shake). auth.ts re-exports it, so `shared-contracts/api/auth` still has it all.
 */

export const CAPTCHA_LENGTH = 4;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
/** Token cookie name exactly as SPEC §9 spells it. */
export const TOKEN_COOKIE = 'SHL-TOEKN';
export const DEFAULT_ROLE = 'ROLE_SYSTEM_DEFAULT';
/** A captcha answers once and only within this time. */
export const CAPTCHA_TTL_SECONDS = 120;

/** `img` is a data URL (`data:image/svg+xml;base64,...`) usable as an `<img src>`. */
export const captchaResponseSchema = z.object({ img: z.string(), uuid: z.string() });
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

// common.ts requiredText(64, usernameRequired) in mini form (common.ts is classic).
const username = miniText({ error: MessageKey.usernameRequired })
  .check(z.trim(), z.minLength(1, MessageKey.usernameRequired), z.maxLength(64, MessageKey.tooLong));

export const loginBodySchema = z.object({
  username,
  password: miniText({ error: MessageKey.passwordRequired })
    .check(z.minLength(1, MessageKey.passwordRequired), z.maxLength(128, MessageKey.tooLong)),
  code: miniText({ error: MessageKey.captchaRequired })
    .check(z.trim(), z.minLength(1, MessageKey.captchaRequired), z.regex(/^\d{4}$/, MessageKey.captchaFormat)),
  uuid: miniText({ error: MessageKey.captchaRequired })
    .check(z.minLength(1, MessageKey.captchaRequired), z.maxLength(64, MessageKey.tooLong)),
  rememberMe: z._default(z.boolean(), false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The login form is the login API body without the captcha id, which the page holds, not the user. */
export const loginFormSchema = z.omit(loginBodySchema, { uuid: true });
export type LoginForm = z.input<typeof loginFormSchema>;

const int = () => z.number().check(z.int());

export const userSchema = z.object({
  id: int(),
  username: z.string(),
  nickName: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  areaCode: z.nullable(z.string()),
  gender: z.nullable(z.string()),
  avatarName: z.nullable(z.string()),
  accountType: z.string(),
  dept: z.nullable(z.object({ id: int(), name: z.string() })),
  /** Role records, for display (navbar shows the first). */
  roleList: z.array(z.object({ id: int(), name: z.string(), title: z.string() })),
  /** Role names then permission codes (SPEC §6); `[ROLE_SYSTEM_DEFAULT]` when the user has none. */
  roles: z.array(z.string()),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
