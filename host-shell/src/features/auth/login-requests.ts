import { captchaResponseSchema, loginResponseSchema, type CaptchaResponse, type LoginBody, type LoginResponse } from 'shared-contracts/api/auth';
import { getJson, postJson } from 'shared-contracts/http/client';

export function fetchCaptcha(signal?: AbortSignal): Promise<CaptchaResponse> {
  return getJson(captchaResponseSchema, 'auth/code', { ...(signal ? { signal } : {}), context: { quiet: true } });
}

/** Quiet: the login form shows its own errors beside the fields rather than as a toast. */
export function postLogin(body: LoginBody): Promise<LoginResponse> {
  return postJson(loginResponseSchema, 'auth/login', body, { context: { quiet: true } });
}
