import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { areaCodes } from 'shared-contracts/api/auth';
import { genders } from 'shared-contracts/api/users';
import { FormTextField } from '../../../components/form-text-field';
import { SelectField } from '../../mall-shared/components/select-field';
import type { UserFormValues } from '../utils/user-form';

type UserProfileFieldsProps = { register: UseFormRegister<UserFormValues>; errors: FieldErrors<UserFormValues> };

/** Username, nickname, e-mail, phone with its area code, and gender: the account's own data. */
export function UserProfileFields({ register, errors }: UserProfileFieldsProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormTextField size="sm" required autoComplete="off" label={text('admin.system.user.form.username')}
        help={text('admin.system.user.form.usernameHelp')} error={errors.username?.message} {...register('username')} />
      <FormTextField size="sm" required label={text('admin.system.user.form.nickName')} error={errors.nickName?.message} {...register('nickName')} />
      <FormTextField size="sm" type="email" label={text('admin.system.user.form.email')} error={errors.email?.message} {...register('email')} />
      <SelectField
        label={text('admin.system.user.form.gender')}
        options={[{ value: '', label: text('admin.system.user.gender.none') }, ...genders.map((g) => ({ value: g, label: text(`admin.system.user.gender.${g}`) }))]}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <SelectField
        label={text('admin.system.user.form.areaCode')}
        options={[{ value: '', label: text('admin.system.user.form.noAreaCode') }, ...areaCodes.map((c) => ({ value: c, label: c }))]}
        error={errors.areaCode?.message}
        {...register('areaCode')}
      />
      <FormTextField size="sm" type="tel" label={text('admin.system.user.form.phone')} error={errors.phone?.message} {...register('phone')} />
    </SimpleGrid>
  );
}
