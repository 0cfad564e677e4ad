import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../../components/form-text-field';

type I18nNameFieldsProps<V extends FieldValues> = {
  register: UseFormRegister<V>;
  /** Message id of the field's name: shown as "Name (Chinese)" and so on. */
  labelId: string;
  paths: { cn: Path<V>; en: Path<V>; vi: Path<V> };
  errors: { cn?: string | undefined; en?: string | undefined; vi?: string | undefined };
};

const LANGS = ['cn', 'en', 'vi'] as const;

/** A name in its three versions side by side; Chinese is the canonical one (required), en and vi fall back to it. */
export function I18nNameFields<V extends FieldValues>({ register, labelId, paths, errors }: I18nNameFieldsProps<V>) {
  const intl = useIntl();
  const label = (lang: (typeof LANGS)[number]) => intl.formatMessage(
    { id: 'admin.system.inLanguage' },
    { field: intl.formatMessage({ id: labelId }), language: intl.formatMessage({ id: `admin.lang.${lang}` }) },
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      {LANGS.map((lang) => (
        <FormTextField key={lang} size="sm" required={lang === 'cn'} label={label(lang)} error={errors[lang]} {...register(paths[lang])} />
      ))}
    </SimpleGrid>
  );
}
