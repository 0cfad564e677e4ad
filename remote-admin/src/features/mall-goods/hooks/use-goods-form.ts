import { useForm } from 'react-hook-form';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';
import { useSaveGoods } from '../api/save-goods';
import { GOODS_FIELD_OF_KEY, goodsFormResolver, type GoodsFormValues, type GoodsRequest } from '../utils/goods-form';

/** Fields a server refusal can be put on; SKU errors show on their rows through the form's errors. */
const SERVER_FIELDS = ['name', 'nameI18n.en', 'nameI18n.vi', 'description', 'storeId', 'categoryId', 'sourcePlatform', 'sourceItemId', 'sourceUrl', 'sourceName'] as const;

/** Create or edit a goods (`initial.id` set = edit): contract validation of the whole body, then POST or PUT. */
export function useGoodsForm(initial: GoodsFormValues, onSaved: () => void) {
  const form = useForm<GoodsFormValues, unknown, GoodsRequest>({ resolver: goodsFormResolver, defaultValues: initial });
  const save = useSaveGoods();
  const submit = handleSubmitWithServerErrors(form, async (body) => {
    await save.mutateAsync(body);
    onSaved();
  }, GOODS_FIELD_OF_KEY, SERVER_FIELDS);
  return { form, submit, saving: save.isPending };
}
