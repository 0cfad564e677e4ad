import { useForm } from 'react-hook-form';
import { useCreateMenu } from '../api/create-menu';
import { useUpdateMenu } from '../api/update-menu';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';
import { MENU_FIELD_OF_KEY, MENU_FORM_FIELDS, menuFormResolver, type MenuFormValues, type MenuRequest } from '../utils/menu-form';

/**
 * The create/edit form: contract validation before sending, then POST or PUT. A refused write puts the
 * server's field errors on their fields (its toast has already been shown by the shared client).
 */
export function useMenuForm(initial: MenuFormValues, onSaved: () => void) {
  const form = useForm<MenuFormValues, unknown, MenuRequest>({ resolver: menuFormResolver, defaultValues: initial });
  const create = useCreateMenu();
  const update = useUpdateMenu();

  const submit = handleSubmitWithServerErrors(form, async (body) => {
    if ('id' in body) await update.mutateAsync(body);
    else await create.mutateAsync(body);
    onSaved();
  }, MENU_FIELD_OF_KEY, MENU_FORM_FIELDS);

  return { form, submit, saving: create.isPending || update.isPending };
}
