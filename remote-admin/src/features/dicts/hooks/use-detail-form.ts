import { useForm } from 'react-hook-form';
import type { Dict, DictDetail } from 'shared-contracts/api/dict';
import { useCreateDictDetail } from '../api/create-dict-detail';
import { useUpdateDictDetail } from '../api/update-dict-detail';
import { detailFormResolver, detailToValues, newDetailValues, type DetailFormValues, type DetailRequest } from '../utils/dict-form';
import { applyServerErrors } from './use-apply-server-errors';

/** Create an entry in `dict`, or edit `detail`: contract validation, then POST or PUT. */
export function useDetailForm(dict: Dict, detail: DictDetail | undefined, onSaved: () => void) {
  const form = useForm<DetailFormValues, unknown, DetailRequest>({
    resolver: detailFormResolver,
    defaultValues: detail ? detailToValues(detail) : newDetailValues(dict.id),
  });
  const create = useCreateDictDetail(dict.name);
  const update = useUpdateDictDetail(dict.name);

  const submit = form.handleSubmit(async (body) => {
    try {
      if ('id' in body) await update.mutateAsync(body);
      else await create.mutateAsync(body);
      onSaved();
    } catch (error) {
      applyServerErrors(error, ['label', 'labelI18n.en', 'labelI18n.vi', 'value', 'dictSort'], form.setError);
    }
  });

  return { form, submit, saving: create.isPending || update.isPending };
}
