import { emailCodeResponseSchema, userSchema, type EmailCodeResponse, type RegisterBody, type User } from 'shared-contracts/api/auth';
import { postJson } from 'shared-contracts/http/client';

/** Quiet: both answers are shown beside the form fields, not as toasts. */
export function sendEmailCode(email: string): Promise<EmailCodeResponse> {
  return postJson(emailCodeResponseSchema, 'auth/email/code', { email, scene: 'register' }, { context: { quiet: true } });
}

export function postRegister(body: RegisterBody): Promise<User> {
  return postJson(userSchema, 'auth/register', body, { context: { quiet: true } });
}
