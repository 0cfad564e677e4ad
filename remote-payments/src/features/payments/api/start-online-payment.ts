import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { onlineIntentSchema, onlinePaymentStartSchema, type OnlineIntent } from 'shared-contracts/api/online-payments';
import { postJson } from 'shared-contracts/http/client';
import { onlineKeys } from './online-query-keys';
import { paymentKeys } from './query-keys';

export type OnlineStartBody = z.input<typeof onlinePaymentStartSchema>;

/**
 * `POST api/payments/online`: an unpaid payment and its intent at the provider (the QR to show, or the SMS sent).
 * A refusal is toasted by the shared client in the reader's language; field errors also go on their fields.
 */
export function startOnlinePayment(body: OnlineStartBody): Promise<OnlineIntent> {
  return postJson(onlineIntentSchema, 'api/payments/online', onlinePaymentStartSchema.parse(body));
}

export function useStartOnlinePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startOnlinePayment,
    onSuccess: async (intent) => {
      queryClient.setQueryData(onlineKeys.intent(intent.id), intent);
      // The buyer's payment list has a new unpaid row.
      await queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, 'mine'] });
    },
  });
}
