import { z } from 'zod';
import { MessageKey } from './message-keys';
import { text } from './text';
import { requiredText } from './common';

// The login page's schemas and constants live in zod/mini (lean login bundle); importers of this module still get them.
export * from './auth-login';

export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_SECONDS = 600;
/** One code per address per this many seconds (the client counts down before "send again"). */
export const EMAIL_CODE_RESEND_SECONDS = 60;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

/** Registration roles of SPEC §1, by the path segment of their page (`/register/<kind>`). */
export const registrationKinds = ['purchaser', 'enterprise', 'cooperation'] as const;
export type RegistrationKind = (typeof registrationKinds)[number];
/** The role each registration page grants. */
export const roleOfRegistration: Record<RegistrationKind, string> = {
  purchaser: 'purchaser',
  enterprise: 'supplier',
  cooperation: 'cooperative',
};

export const areaCodes = ['+84', '+86', '+852', '+853', '+886'] as const;

export const emailSchema = text({ message: MessageKey.emailInvalid }).trim().min(1, MessageKey.emailInvalid)
  .max(254, MessageKey.tooLong)
  .regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, MessageKey.emailInvalid);

export const registerPasswordSchema = text({ message: MessageKey.passwordRequired })
  .min(1, MessageKey.passwordRequired)
  .regex(/^[A-Za-z0-9]{6,12}$/, MessageKey.passwordFormat);

export const emailCodeRequestSchema = z.object({
  email: emailSchema,
  scene: z.enum(['register', 'changeEmail']).default('register'),
});
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

export const emailCodeResponseSchema = z.object({
  ok: z.literal(true),
  /** Seconds before another code may be asked for this address. */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type EmailCodeResponse = z.infer<typeof emailCodeResponseSchema>;

export const registerBodySchema = z.object({
  kind: z.enum(registrationKinds),
  username: requiredText(32, MessageKey.usernameRequired).regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, MessageKey.usernameFormat),
  nickName: requiredText(40, MessageKey.nickNameRequired),
  email: emailSchema,
  emailCode: text({ message: MessageKey.emailCodeRequired }).trim().min(1, MessageKey.emailCodeRequired)
    .regex(/^\d{6}$/, MessageKey.emailCodeInvalid),
  password: registerPasswordSchema,
  confirmPassword: text({ message: MessageKey.passwordMismatch }).max(128, MessageKey.tooLong),
  areaCode: z.enum(areaCodes, { message: MessageKey.areaCodeInvalid }),
  phone: text({ message: MessageKey.phoneFormat }).trim().regex(/^\d{6,15}$/, MessageKey.phoneFormat),
  agreement: z.literal(true, { message: MessageKey.agreementRequired }),
}).refine((b) => b.password === b.confirmPassword, { message: MessageKey.passwordMismatch, path: ['confirmPassword'] });
export type RegisterBody = z.infer<typeof registerBodySchema>;
