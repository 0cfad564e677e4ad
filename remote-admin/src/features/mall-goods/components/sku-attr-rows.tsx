import { Button, IconButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Table } from '@chakra-ui/react/table';
import { Plus, X } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { newAttr, type GoodsFormValues, type GoodsRequest, type SkuAttrValues } from '../utils/goods-form';

type Props = { form: UseFormReturn<GoodsFormValues, unknown, GoodsRequest>; skuIndex: number };

/** The contract allows 1–5 attributes per SKU. */
const MAX_ATTRS = 5;
const COLUMNS: ReadonlyArray<{ field: keyof SkuAttrValues; part: 'name' | 'value'; lang: 'cn' | 'en' | 'vi' }> = [
  { field: 'key', part: 'name', lang: 'cn' }, { field: 'value', part: 'value', lang: 'cn' },
  { field: 'keyEn', part: 'name', lang: 'en' }, { field: 'valueEn', part: 'value', lang: 'en' },
  { field: 'keyVi', part: 'name', lang: 'vi' }, { field: 'valueVi', part: 'value', lang: 'vi' },
];

/**
 * A SKU's attributes (colour, size ...) as name/value pairs: Chinese required, English and Vietnamese
 * optional beside them (buyers see a language's versions only when every attribute has one).
 */
export function SkuAttrRows({ form, skuIndex }: Props) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `skus.${skuIndex}.attrs` });
  const lang = (l: string) => intl.formatMessage({ id: `admin.lang.${l}` });
  return (
    <>
      <Table.ScrollArea>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((c) => (
                <Table.ColumnHeader key={c.field} whiteSpace="nowrap">
                  <FormattedMessage id={`admin.mall.goods.sku.col.${c.part}`} values={{ language: lang(c.lang) }} />
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fields.map((field, row) => (
              <Table.Row key={field.id}>
                {COLUMNS.map((c) => (
                  <Table.Cell key={c.field} minW="28">
                    <Input
                      size="xs"
                      maxLength={c.part === 'name' ? 30 : 60}
                      aria-label={intl.formatMessage({ id: `admin.mall.goods.sku.attr.${c.part}` }, { row: row + 1, language: lang(c.lang) })}
                      {...form.register(`skus.${skuIndex}.attrs.${row}.${c.field}`)}
                    />
                  </Table.Cell>
                ))}
                <Table.Cell>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    disabled={fields.length === 1}
                    aria-label={intl.formatMessage({ id: 'admin.mall.goods.sku.removeAttr' }, { row: row + 1 })}
                    onClick={() => remove(row)}
                  >
                    <X />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Button size="xs" variant="outline" alignSelf="start" disabled={fields.length >= MAX_ATTRS} onClick={() => append(newAttr())}>
        <Plus />
        <FormattedMessage id="admin.mall.goods.sku.addAttr" />
      </Button>
    </>
  );
}
