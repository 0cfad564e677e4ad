import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { parseYuan } from '../utils/search-url';

type Props = { minYuan: number | null; maxYuan: number | null; onApply(min: number | null, max: number | null): void };

const shown = (yuan: number | null) => (yuan === null ? '' : String(yuan));

/**
 * Price range in yuan as the buyer thinks of it (the page sends fen); applied with its own button. Its parent
 * remounts it (its key) when the URL's range changes, so it always starts from what the URL says.
 */
export function PriceRangeForm({ minYuan, maxYuan, onApply }: Props) {
  const intl = useIntl();
  const [min, setMin] = useState(shown(minYuan));
  const [max, setMax] = useState(shown(maxYuan));
  const [touched, setTouched] = useState(false);
  const invalid = (text: string) => text.trim() !== '' && parseYuan(text) === null;
  const error = intl.formatMessage({ id: 'mall.search.priceInvalid' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (invalid(min) || invalid(max)) return;
    const low = parseYuan(min);
    const high = parseYuan(max);
    // Entered the wrong way round: apply it as meant.
    if (low !== null && high !== null && low > high) onApply(high, low);
    else onApply(low, high);
  };
  return (
    <Stack as="form" gap="2" onSubmit={submit} aria-labelledby="price-range-title">
      <Text id="price-range-title" fontWeight="medium" fontSize="sm"><FormattedMessage id="mall.search.price" /></Text>
      <HStack gap="2" align="flex-start">
        <LabelledField label={<FormattedMessage id="mall.search.minPrice" />} error={touched && invalid(min) ? error : undefined}>
          <Input inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} size="sm" />
        </LabelledField>
        <LabelledField label={<FormattedMessage id="mall.search.maxPrice" />} error={touched && invalid(max) ? error : undefined}>
          <Input inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} size="sm" />
        </LabelledField>
      </HStack>
      <Button type="submit" size="sm" variant="outline">
        <FormattedMessage id="mall.search.applyPrice" />
      </Button>
    </Stack>
  );
}
