import { useForm } from 'react-hook-form';
import type { Dict } from 'shared-contracts/api/dict';
import { useCreateDict } from '../api/create-dict';
import { useUpdateDict } from '../api/update-dict';
import { dictFormResolver, dictToValues, newDictValues, type DictFormValues, type DictRequest } from '../utils/dict-form';
import { applyServerErrors } from './use-apply-server-errors';

/** Create or edit a dictionary (`dict` given = edit): contract validation, then POST or PUT. */
export function useDictForm(dict: Dict | undefined, onSaved: (saved: Dict) => void) {
  const form = useForm<DictFormValues, unknown, DictRequest>({
    resolver: dictFormResolver,
    defaultValues: dict ? dictToValues(dict) : newDictValues(),
  });
  const create = useCreateDict();
  const update = useUpdateDict();

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = 'id' in body
        ? await update.mutateAsync({ body, previousName: dict?.name ?? body.name })
        : await create.mutateAsync(body);
      onSaved(saved);
    } catch (error) {
      applyServerErrors(error, ['name', 'description'], form.setError);
    }
  });

  return { form, submit, saving: create.isPending || update.isPending };
}
