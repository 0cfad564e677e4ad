import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Plus } from 'lucide-react';
import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { newSku, type GoodsFormValues, type GoodsRequest, type SkuValues } from '../utils/goods-form';
import { SkuAttrRows } from './sku-attr-rows';

type Props = { form: UseFormReturn<GoodsFormValues, unknown, GoodsRequest> };

/** The contract allows 1–100 SKUs per goods. */
const MAX_SKUS = 100;

/**
 * The first message anywhere under a SKU's attribute errors: the contract's checks of the records (count,
 * empty or over-long names) land on paths the rows do not have one by one.
 */
function attrsError(errors: FieldErrors<SkuValues> | undefined): string | undefined {
  const find = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') return message;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref') continue;
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(errors?.attrs);
}

/** The goods' specifications: attributes, price in yuan (sent in fen), minimum order quantity and stock hint. */
export function SkuRowsField({ form }: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const { control, register, formState: { errors } } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'skus' });
  const listError = errors.skus?.message ?? errors.skus?.root?.message;

  return (
    <Stack gap="3">
      <Heading as="h3" size="sm"><FormattedMessage id="admin.mall.goods.form.skus" /></Heading>
      {listError ? <Text role="alert" color="fg.error" fontSize="sm">{errorText(listError)}</Text> : null}
      {fields.map((field, i) => {
        const skuErrors = errors.skus?.[i];
        const attrMessage = attrsError(skuErrors);
        const title = intl.formatMessage({ id: 'admin.mall.goods.sku.title' }, { n: i + 1 });
        return (
          <Box key={field.id} role="group" aria-label={title} borderWidth="1px" rounded="md" p="3">
            <Stack gap="3">
              <HStack justify="space-between">
                <Text fontWeight="medium" fontSize="sm">{title}</Text>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={fields.length === 1}
                  aria-label={intl.formatMessage({ id: 'admin.mall.goods.sku.removeOf' }, { n: i + 1 })}
                  onClick={() => remove(i)}
                >
                  <FormattedMessage id="admin.mall.goods.sku.remove" />
                </Button>
              </HStack>
              <SkuAttrRows form={form} skuIndex={i} />
              {attrMessage ? <Text role="alert" color="fg.error" fontSize="sm">{errorText(attrMessage)}</Text> : null}
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                <FormTextField
                  size="sm"
                  required
                  inputMode="decimal"
                  label={text('admin.mall.goods.sku.price')}
                  help={text('admin.mall.goods.sku.priceHelp')}
                  error={skuErrors?.price?.message}
                  {...register(`skus.${i}.price`)}
                />
                <FormTextField
                  size="sm"
                  type="number"
                  min={1}
                  label={text('admin.mall.goods.sku.moq')}
                  error={skuErrors?.moq?.message}
                  {...register(`skus.${i}.moq`, { valueAsNumber: true })}
                />
                <FormTextField
                  size="sm"
                  type="number"
                  min={0}
                  label={text('admin.mall.goods.sku.stockHint')}
                  error={skuErrors?.stockHint?.message}
                  {...register(`skus.${i}.stockHint`, { valueAsNumber: true })}
                />
              </SimpleGrid>
            </Stack>
          </Box>
        );
      })}
      <Button size="sm" variant="outline" alignSelf="start" disabled={fields.length >= MAX_SKUS} onClick={() => append(newSku())}>
        <Plus />
        <FormattedMessage id="admin.mall.goods.sku.add" />
      </Button>
    </Stack>
  );
}
