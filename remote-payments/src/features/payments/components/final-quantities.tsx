import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DueLine } from 'shared-contracts/api/final-payment';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import type { QuantityDraft } from '../utils/final-quantities';

type FinalQuantitiesProps = {
  lines: readonly DueLine[];
  draft: QuantityDraft;
  errors: Readonly<Record<number, string>>;
  onChange: (lineId: number, text: string) => void;
};

const header = (column: string) => <FormattedMessage id={`payments.final.col.${column}`} />;

/**
 * Per stocked line, how many units to take (0 to what was stocked; 0 leaves the line to be returned). On a phone a
 * card per line, where the table had the quantity and the amount off-screen.
 */
export function FinalQuantities({ lines, draft, errors, onChange }: FinalQuantitiesProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const errorText = useErrorTextOr('payments.pay.invalid');
  const nameOf = (line: DueLine) => localized(line.goodsName, line.goodsNameI18n, locale);
  const columns: ResponsiveColumn<DueLine>[] = [
    {
      key: 'goods', header: header('goods'), phone: 'title', cellProps: { minW: '40' },
      cell: (line) => (
        <Box minW="0">
          <Text overflowWrap="anywhere">{nameOf(line)}</Text>
          <Text fontSize="xs" color="fg.muted">{localized(line.specText, line.specI18n, locale)}</Text>
        </Box>
      ),
    },
    { key: 'unitPrice', header: header('unitPrice'), numeric: true, cellProps: { whiteSpace: 'nowrap' }, cell: (line) => formatMoney(line.unitPrice, locale) },
    { key: 'ordered', header: header('ordered'), numeric: true, cell: (line) => line.ordered },
    { key: 'stocked', header: header('stocked'), numeric: true, cell: (line) => line.stocked },
    {
      key: 'take', header: header('take'), cellProps: { minW: '28' },
      cell: (line) => (
        <Field.Root invalid={errors[line.lineId] !== undefined} maxW="36">
          <Input size="sm" inputMode="numeric" maxLength={7} value={draft[line.lineId] ?? ''}
            aria-label={intl.formatMessage({ id: 'payments.final.takeOf' }, { goods: nameOf(line), stocked: line.stocked })}
            onChange={(e) => onChange(line.lineId, e.target.value)} />
          {errors[line.lineId] ? <Field.ErrorText>{errorText(errors[line.lineId])}</Field.ErrorText> : null}
        </Field.Root>
      ),
    },
    {
      key: 'amount', header: header('amount'), numeric: true, cellProps: { whiteSpace: 'nowrap' },
      cell: (line) => <Text fontWeight="medium">{formatMoney(line.goods, locale)}</Text>,
    },
  ];
  return <ResponsiveTable rows={lines} columns={columns} rowKey={(line) => line.lineId} labelledBy="final-quantities" />;
}
