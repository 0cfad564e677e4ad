import { Separator } from '@chakra-ui/react/separator';
import { FormattedMessage } from 'react-intl';
import { FormDialog } from '../../../components/form-dialog';
import { useGoodsForm } from '../hooks/use-goods-form';
import type { GoodsFormValues } from '../utils/goods-form';
import { GoodsBasicFields } from './goods-basic-fields';
import { GoodsImagesField } from './goods-images-field';
import { GoodsSourceFields } from './goods-source-fields';
import { SkuRowsField } from './sku-rows-field';

/** The goods editor: one form for the goods, its pictures and all its SKUs, saved in one request. */
export function GoodsFormDialog({ initial, onClose }: { initial: GoodsFormValues; onClose: () => void }) {
  const { form, submit, saving } = useGoodsForm(initial, onClose);
  return (
    <FormDialog
      title={<FormattedMessage id={initial.id === undefined ? 'admin.mall.goods.dialog.add' : 'admin.mall.goods.dialog.edit'} values={{ id: initial.id }} />}
      onSubmit={submit}
      saving={saving}
      onClose={onClose}
      size="cover"
      scrollBehavior="inside"
    >
      <GoodsBasicFields form={form} />
      <GoodsSourceFields form={form} />
      <Separator />
      <GoodsImagesField form={form} />
      <Separator />
      <SkuRowsField form={form} />
    </FormDialog>
  );
}
