import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { MenuFormValues } from '../utils/menu-form';
import { FormTextField } from '../../../components/form-text-field';

type Props = { register: UseFormRegister<MenuFormValues>; errors: FieldErrors<MenuFormValues> };

/** The title in the three languages: Chinese is the canonical `title`, English and Vietnamese are optional. */
export function MenuTitleFields({ register, errors }: Props) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <FormTextField size="sm" required label={label('admin.menu.form.title')} error={errors.title?.message} {...register('title')} />
      <FormTextField size="sm" label={label('admin.menu.form.titleEn')} error={errors.titleI18n?.en?.message} {...register('titleI18n.en')} />
      <FormTextField size="sm" label={label('admin.menu.form.titleVi')} error={errors.titleI18n?.vi?.message} {...register('titleI18n.vi')} />
    </>
  );
}
