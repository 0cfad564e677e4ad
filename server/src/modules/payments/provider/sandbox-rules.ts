/**
 * The sandbox's test cards (docs/payments.md), by the card number's last four digits, as real gateways publish
 * test card numbers: any valid number (SPEC §5: 16, 17 or 19 digits, first not 0) with these endings.
 */
export const SANDBOX_CARD_RULES = {
  /** The bank refuses the card when the trade is created: no SMS is sent. */
  '0002': 'decline',
  /** The SMS code is sent and accepted, then the bank finds too little money: the trade fails. */
  '0003': 'insufficientFunds',
} as const;

export type CardRule = 'pay' | (typeof SANDBOX_CARD_RULES)[keyof typeof SANDBOX_CARD_RULES];

export function cardRuleOf(last4: string | null): CardRule {
  return (last4 && SANDBOX_CARD_RULES[last4 as keyof typeof SANDBOX_CARD_RULES]) || 'pay';
}

/** The phone as an SMS receipt shows it: 138****8000. */
export const maskPhone = (phone: string) => (phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);
