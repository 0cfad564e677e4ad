import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DueLine } from 'shared-contracts/api/final-payment';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import type { QuantityDraft } from '../utils/final-quantities';

type FinalQuantitiesProps = {
  lines: readonly DueLine[];
  draft: QuantityDraft;
  errors: Readonly<Record<number, string>>;
  onChange: (lineId: number, text: string) => void;
};

const COLUMNS = ['goods', 'unitPrice', 'ordered', 'stocked', 'take', 'amount'] as const;
const NUMERIC: readonly string[] = ['unitPrice', 'ordered', 'stocked', 'amount'];

/** Per stocked line, how many units to take (0 to what was stocked; 0 leaves the line to be returned). */
export function FinalQuantities({ lines, draft, errors, onChange }: FinalQuantitiesProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const errorText = useErrorTextOr('payments.pay.invalid');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} textAlign={NUMERIC.includes(c) ? 'end' : undefined} whiteSpace="nowrap">
                <FormattedMessage id={`payments.final.col.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => {
            const name = localized(line.goodsName, line.goodsNameI18n, locale);
            const error = errors[line.lineId];
            return (
              <Table.Row key={line.lineId}>
                <Table.Cell minW="40">
                  <Text>{name}</Text>
                  <Text fontSize="xs" color="fg.muted">{localized(line.specText, line.specI18n, locale)}</Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(line.unitPrice, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{line.ordered}</Table.Cell>
                <Table.Cell textAlign="end">{line.stocked}</Table.Cell>
                <Table.Cell minW="28">
                  <Field.Root invalid={error !== undefined}>
                    <Input size="sm" inputMode="numeric" maxLength={7} value={draft[line.lineId] ?? ''}
                      aria-label={intl.formatMessage({ id: 'payments.final.takeOf' }, { goods: name, stocked: line.stocked })}
                      onChange={(e) => onChange(line.lineId, e.target.value)} />
                    {error ? <Field.ErrorText>{errorText(error)}</Field.ErrorText> : null}
                  </Field.Root>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(line.goods, locale)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
