import { paymentKeys } from './query-keys';

/** Online payments' queries, under `paymentKeys.all` so a payment made invalidates them with the rest. */
export const onlineKeys = {
  methods: [...paymentKeys.all, 'online', 'methods'] as const,
  intent: (intentId: number) => [...paymentKeys.all, 'online', 'intent', intentId] as const,
};
