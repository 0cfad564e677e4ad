import { useState } from 'react';
import { Group } from '@chakra-ui/react/group';
import { IconButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Minus, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_LINE_QUANTITY } from 'shared-contracts/api/cart';

type QuantityEditorProps = {
  name: string;
  quantity: number;
  moq: number;
  disabled: boolean;
  onCommit: (quantity: number) => void;
};

/** A typed quantity within [moq, max]: anything else is pulled back into range before it is sent. */
export function clampQuantity(typed: string, moq: number): number {
  const value = Number.parseInt(typed, 10);
  if (!Number.isFinite(value) || value < moq) return Math.max(moq, 1);
  return Math.min(value, MAX_LINE_QUANTITY);
}

/**
 * The cart line's quantity as a stepper: − and + send the next quantity at once (never below the minimum order
 * quantity, which is shown); a typed number is sent (PUT api/shopCart) on blur or Enter only, so typing "120" sends
 * one request rather than three. Its buttons are thumb-sized for a phone.
 */
export function QuantityEditor({ name, quantity, moq, disabled, onCommit }: QuantityEditorProps) {
  const intl = useIntl();
  // The stored quantity wins whenever it changes (saved, refused and reloaded, edited elsewhere): a draft
  // typed against an older quantity is dropped.
  const [draft, setDraft] = useState({ text: String(quantity), of: quantity });
  const text = draft.of === quantity ? draft.text : String(quantity);
  const setText = (next: string) => setDraft({ text: next, of: quantity });
  const floor = Math.max(moq, 1);

  const commit = (typed: string) => {
    const next = clampQuantity(typed, moq);
    setText(String(next));
    if (next !== quantity) onCommit(next);
  };

  return (
    <Stack gap="0.5" align="start">
      <Group attached>
        <IconButton size="sm" variant="outline" disabled={disabled || quantity <= floor} onClick={() => commit(String(quantity - 1))}
          aria-label={intl.formatMessage({ id: 'mall.cart.decrease' }, { name })}>
          <Minus />
        </IconButton>
        <Input
          size="sm"
          w="16"
          textAlign="center"
          type="number"
          inputMode="numeric"
          min={moq}
          max={MAX_LINE_QUANTITY}
          value={text}
          disabled={disabled}
          aria-label={intl.formatMessage({ id: 'mall.cart.quantityOf' }, { name })}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => commit(text)}
          onKeyDown={(e) => { if (e.key === 'Enter') commit(text); }}
        />
        <IconButton size="sm" variant="outline" disabled={disabled || quantity >= MAX_LINE_QUANTITY} onClick={() => commit(String(quantity + 1))}
          aria-label={intl.formatMessage({ id: 'mall.cart.increase' }, { name })}>
          <Plus />
        </IconButton>
      </Group>
      {moq > 1 ? (
        <Text fontSize="xs" color="fg.muted"><FormattedMessage id="mall.cart.minimum" values={{ moq }} /></Text>
      ) : null}
    </Stack>
  );
}
