import { useForm } from 'react-hook-form';
import type { Dict, DictDetail } from 'shared-contracts/api/dict';
import { useCreateDictDetail } from '../api/create-dict-detail';
import { useUpdateDictDetail } from '../api/update-dict-detail';
import { DICT_FIELD_OF_KEY, detailFormResolver, detailToValues, newDetailValues, type DetailFormValues, type DetailRequest } from '../utils/dict-form';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';

/** Create an entry in `dict`, or edit `detail`: contract validation, then POST or PUT. */
export function useDetailForm(dict: Dict, detail: DictDetail | undefined, onSaved: () => void) {
  const form = useForm<DetailFormValues, unknown, DetailRequest>({
    resolver: detailFormResolver,
    defaultValues: detail ? detailToValues(detail) : newDetailValues(dict.id),
  });
  const create = useCreateDictDetail(dict.name);
  const update = useUpdateDictDetail(dict.name);

  const submit = handleSubmitWithServerErrors(form, async (body) => {
    if ('id' in body) await update.mutateAsync(body);
    else await create.mutateAsync(body);
    onSaved();
  }, DICT_FIELD_OF_KEY, ['label', 'labelI18n.en', 'labelI18n.vi', 'value', 'dictSort']);

  return { form, submit, saving: create.isPending || update.isPending };
}
