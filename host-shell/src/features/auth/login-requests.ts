import { captchaResponseSchema, loginResponseSchema, type CaptchaResponse, type LoginBody, type LoginResponse } from 'shared-contracts/api/auth-login';
import { getJson, postJson } from 'shared-contracts/http/client';
import { takeEarlyCaptcha } from './early-captcha';

function requestCaptcha(signal?: AbortSignal): Promise<CaptchaResponse> {
  return getJson(captchaResponseSchema, 'auth/code', { ...(signal ? { signal } : {}), context: { quiet: true } });
}

/** The first captcha may have been asked for before the page rendered; if that failed, ask again here. */
export function fetchCaptcha(signal?: AbortSignal): Promise<CaptchaResponse> {
  const early = takeEarlyCaptcha();
  if (!early) return requestCaptcha(signal);
  return early.then((body) => captchaResponseSchema.parse(body), () => requestCaptcha(signal));
}

/** Quiet: the login form shows its own errors beside the fields rather than as a toast. */
export function postLogin(body: LoginBody): Promise<LoginResponse> {
  return postJson(loginResponseSchema, 'auth/login', body, { context: { quiet: true } });
}
