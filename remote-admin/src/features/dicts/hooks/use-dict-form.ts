import { useForm } from 'react-hook-form';
import type { Dict } from 'shared-contracts/api/dict';
import { useCreateDict } from '../api/create-dict';
import { useUpdateDict } from '../api/update-dict';
import { DICT_FIELD_OF_KEY, dictFormResolver, dictToValues, newDictValues, type DictFormValues, type DictRequest } from '../utils/dict-form';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';

/** Create or edit a dictionary (`dict` given = edit): contract validation, then POST or PUT. */
export function useDictForm(dict: Dict | undefined, onSaved: (saved: Dict) => void) {
  const form = useForm<DictFormValues, unknown, DictRequest>({
    resolver: dictFormResolver,
    defaultValues: dict ? dictToValues(dict) : newDictValues(),
  });
  const create = useCreateDict();
  const update = useUpdateDict();

  const submit = handleSubmitWithServerErrors(form, async (body) => {
    const saved = 'id' in body
      ? await update.mutateAsync({ body, previousName: dict?.name ?? body.name })
      : await create.mutateAsync(body);
    onSaved(saved);
  }, DICT_FIELD_OF_KEY, ['name', 'description']);

  return { form, submit, saving: create.isPending || update.isPending };
}
