import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { MenuFormValues, OptionalMenuField } from '../utils/menu-form';
import { FormTextField } from '../../../components/form-text-field';

type Props = {
  register: UseFormRegister<MenuFormValues>;
  errors: FieldErrors<MenuFormValues>;
  shown: ReadonlySet<OptionalMenuField>;
  iFrame: boolean;
};

/** Route path (or framed link), component, component name and permission code, as the type needs them. */
export function MenuRouteFields({ register, errors, shown, iFrame }: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <>
      {shown.has('path') ? (
        <FormTextField
          size="sm"
          required
          label={text(iFrame ? 'admin.menu.form.link' : 'admin.menu.form.path')}
          help={text(iFrame ? 'admin.menu.form.linkHelp' : 'admin.menu.form.pathHelp')}
          error={errors.path?.message}
          {...register('path')}
        />
      ) : null}
      {shown.has('component') ? (
        <FormTextField
          size="sm"
          required
          label={text('admin.menu.form.component')}
          help={text('admin.menu.form.componentHelp')}
          error={errors.component?.message}
          {...register('component')}
        />
      ) : null}
      {shown.has('componentName') ? (
        <FormTextField
          size="sm"
          label={text('admin.menu.form.componentName')}
          help={text('admin.menu.form.componentNameHelp')}
          error={errors.componentName?.message}
          {...register('componentName')}
        />
      ) : null}
      {shown.has('permission') ? (
        <FormTextField
          size="sm"
          // The schema requires a permission code only on buttons.
          required={!shown.has('path')}
          label={text('admin.menu.form.permission')}
          help={text('admin.menu.form.permissionHelp')}
          error={errors.permission?.message}
          {...register('permission')}
        />
      ) : null}
    </>
  );
}
