import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { areaCodes, type User } from 'shared-contracts/api/auth';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { genders, updateCenterBodySchema } from 'shared-contracts/api/users';
import { useUpdateCenter } from '../api/update-center';
import { useFormOutcome } from '../hooks/use-form-outcome';
import { FormField } from './form-field';
import { FormOutcome } from './form-outcome';

type Values = z.input<typeof updateCenterBodySchema>;
type Output = z.output<typeof updateCenterBodySchema>;

const FIELDS = ['nickName', 'phone', 'areaCode', 'gender'] as const;
const FIELD_OF = { [MessageKey.phoneFormat]: 'phone', [MessageKey.areaCodeInvalid]: 'areaCode', [MessageKey.genderInvalid]: 'gender', [MessageKey.nickNameRequired]: 'nickName' } as const;

const isAreaCode = (v: string | null): v is Values['areaCode'] => (areaCodes as readonly (string | null)[]).includes(v);

/** Nickname, phone with area code and gender (`PUT api/users/center`), validated by the contract's schema. */
export function ProfileForm({ user }: { user: User }) {
  const intl = useIntl();
  const save = useUpdateCenter();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(updateCenterBodySchema),
    defaultValues: {
      nickName: user.nickName,
      phone: user.phone ?? '',
      areaCode: isAreaCode(user.areaCode) ? user.areaCode : '+84',
      gender: user.gender === 'male' || user.gender === 'female' ? user.gender : null,
    },
  });
  const { outcome, fail, succeed, clear } = useFormOutcome(form.setError, FIELD_OF, FIELDS);
  const { errors } = form.formState;
  const t = (id: string) => intl.formatMessage({ id });

  const submit = form.handleSubmit((body) => {
    clear();
    save.mutate(body, { onSuccess: () => succeed('userCenter.profile.saved'), onError: fail });
  });

  return (
    <Stack asChild gap="4" maxW="lg">
      <form onSubmit={submit} noValidate>
        <FormField label={t('userCenter.form.nickName')} error={errors.nickName?.message} required>
          <Input autoComplete="nickname" {...form.register('nickName')} />
        </FormField>
        <Grid templateColumns="8rem 1fr" gap="3" alignItems="start">
          <FormField label={t('userCenter.form.areaCode')} error={errors.areaCode?.message} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('areaCode')}>
                {areaCodes.map((code) => <option key={code} value={code}>{code}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('userCenter.form.phone')} error={errors.phone?.message} required>
            <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...form.register('phone')} />
          </FormField>
        </Grid>
        <FormField label={t('userCenter.form.gender')} error={errors.gender?.message}>
          <NativeSelect.Root>
            {/* The empty option is "not set": the contract's null. */}
            <NativeSelect.Field {...form.register('gender', { setValueAs: (v: string | null) => (v ? v : null) })}>
              <option value="">{t('userCenter.gender.unset')}</option>
              {genders.map((g) => <option key={g} value={g}>{t(`userCenter.gender.${g}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormOutcome outcome={outcome} />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={save.isPending}>{t('userCenter.form.save')}</Button>
      </form>
    </Stack>
  );
}
