import { Input } from '@chakra-ui/react/input';
import { FormattedMessage, useIntl } from 'react-intl';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import type { QuantityProblem } from '../utils/quantity';

type Props = { value: string; moq: number; problem: QuantityProblem | null; showProblem: boolean; onChange(text: string): void };

const PROBLEM_TEXT: Record<QuantityProblem, string> = {
  required: 'mall.quantityRequired',
  belowMoq: 'mall.product.belowMoq',
  tooMany: 'mall.product.tooMany',
};

/** The quantity to order, at least the chosen SKU's minimum order quantity (said in the help text). */
export function QuantityField({ value, moq, problem, showProblem, onChange }: Props) {
  const intl = useIntl();
  const error = showProblem && problem ? intl.formatMessage({ id: PROBLEM_TEXT[problem] }, { moq }) : undefined;
  return (
    <LabelledField label={<FormattedMessage id="mall.product.quantity" />} error={error}
      help={<FormattedMessage id="mall.product.moqHelp" values={{ moq }} />}>
      <Input type="number" inputMode="numeric" min={moq} step={1} value={value} maxW="10rem"
        onChange={(e) => onChange(e.target.value)} />
    </LabelledField>
  );
}
