import { Fieldset } from '@chakra-ui/react/fieldset';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { SOURCE_PLATFORMS } from 'shared-contracts/api/goods';
import { FormTextField } from '../../../components/form-text-field';
import { SelectField } from '../../mall-shared/components/select-field';
import type { GoodsFormValues, GoodsRequest } from '../utils/goods-form';

type Props = { form: UseFormReturn<GoodsFormValues, unknown, GoodsRequest> };

/** Where a purchasing-agent (ddc) goods comes from; shown only for ddc goods. */
export function GoodsSourceFields({ form }: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { register, control, formState: { errors } } = form;
  const ddc = useWatch({ control, name: 'ddc' });
  if (!ddc) return null;
  const platforms = [
    { value: '', label: text('admin.mall.platform.none') },
    ...SOURCE_PLATFORMS.map((p) => ({ value: p, label: text(`admin.mall.platform.${p}`) })),
  ];
  return (
    <Fieldset.Root size="sm">
      <Fieldset.Legend><FormattedMessage id="admin.mall.goods.form.source" /></Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField label={text('admin.mall.goods.form.sourcePlatform')} options={platforms} error={errors.sourcePlatform?.message} {...register('sourcePlatform')} />
          <FormTextField size="sm" label={text('admin.mall.goods.form.sourceItemId')} error={errors.sourceItemId?.message} {...register('sourceItemId')} />
          <FormTextField size="sm" type="url" label={text('admin.mall.goods.form.sourceUrl')} error={errors.sourceUrl?.message} {...register('sourceUrl')} />
          <FormTextField size="sm" label={text('admin.mall.goods.form.sourceName')} help={text('admin.mall.goods.form.sourceNameHelp')} error={errors.sourceName?.message} {...register('sourceName')} />
        </SimpleGrid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
