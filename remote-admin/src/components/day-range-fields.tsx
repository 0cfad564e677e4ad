import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { FormattedMessage } from 'react-intl';

type DayRangeFieldsProps = {
  fromLabelId: string;
  toLabelId: string;
  /** The typed days as the inputs hold them ('' when empty). */
  from: string;
  to: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  /** Let the two fields grow with the row (a filter row whose keyword field grows too). */
  grow?: boolean;
};

/** The labelled first and last day of a filter's date range; utils/day-range reads what was typed. */
export function DayRangeFields({ fromLabelId, toLabelId, from, to, onFromChange, onToChange, grow = false }: DayRangeFieldsProps) {
  const flex = grow ? '1' : undefined;
  return (
    <>
      <Field.Root w="auto" flex={flex} minW="36">
        <Field.Label><FormattedMessage id={fromLabelId} /></Field.Label>
        <Input size="sm" type="date" value={from} onChange={(e) => onFromChange(e.target.value)} />
      </Field.Root>
      <Field.Root w="auto" flex={flex} minW="36">
        <Field.Label><FormattedMessage id={toLabelId} /></Field.Label>
        <Input size="sm" type="date" value={to} onChange={(e) => onToChange(e.target.value)} />
      </Field.Root>
    </>
  );
}
