import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onlineIntentSchema, smsConfirmSchema, type OnlineIntent } from 'shared-contracts/api/online-payments';
import { http, apiRequest } from 'shared-contracts/http/client';
import { onlineKeys } from './online-query-keys';

/**
 * `POST api/payments/online/{intentId}/sms`: the code the payer received. Quiet: a wrong code is shown under the
 * field, in the reader's language, with the tries left.
 */
export function confirmSmsCode(intentId: number, code: string): Promise<OnlineIntent> {
  return apiRequest(onlineIntentSchema, http.post(`api/payments/online/${intentId}/sms`, { json: smsConfirmSchema.parse({ code }), context: { quiet: true } }));
}

/** `POST api/payments/online/{intentId}/sms/resend`: a new code, once a minute. */
export function resendSmsCode(intentId: number): Promise<OnlineIntent> {
  return apiRequest(onlineIntentSchema, http.post(`api/payments/online/${intentId}/sms/resend`, { context: { quiet: true } }));
}

/** Either way the intent is read again (tries left, a failure, the resend countdown). */
export function useSmsCode(intentId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: onlineKeys.intent(intentId) });
  const confirm = useMutation({ mutationFn: (code: string) => confirmSmsCode(intentId, code), onSettled: refresh });
  const resend = useMutation({ mutationFn: () => resendSmsCode(intentId), onSettled: refresh });
  return { confirm, resend };
}
