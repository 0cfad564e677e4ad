import { useForm, type Path } from 'react-hook-form';
import { useCreateMenu } from '../api/create-menu';
import { useUpdateMenu } from '../api/update-menu';
import { menuFormResolver, type MenuFormValues, type MenuRequest } from '../utils/menu-form';
import { MENU_FIELD_OF_KEY, serverFieldErrors } from '../utils/server-field-errors';

const FORM_FIELDS: ReadonlySet<string> = new Set<Path<MenuFormValues>>([
  'type', 'title', 'titleI18n.en', 'titleI18n.vi', 'pid', 'menuSort', 'icon', 'path', 'component',
  'componentName', 'permission', 'iFrame', 'cache', 'hidden',
]);
const isFormField = (path: string): path is Path<MenuFormValues> => FORM_FIELDS.has(path);

/**
 * The create/edit form: contract validation before sending, then POST or PUT. A refused write puts the
 * server's field errors on their fields (its toast has already been shown by the shared client).
 */
export function useMenuForm(initial: MenuFormValues, onSaved: () => void) {
  const form = useForm<MenuFormValues, unknown, MenuRequest>({ resolver: menuFormResolver, defaultValues: initial });
  const create = useCreateMenu();
  const update = useUpdateMenu();

  const submit = form.handleSubmit(async (body) => {
    try {
      if ('id' in body) await update.mutateAsync(body);
      else await create.mutateAsync(body);
      onSaved();
    } catch (error) {
      for (const { path, message } of serverFieldErrors(error, MENU_FIELD_OF_KEY)) {
        if (isFormField(path)) form.setError(path, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return { form, submit, saving: create.isPending || update.isPending };
}
