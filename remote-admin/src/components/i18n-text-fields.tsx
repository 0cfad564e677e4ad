import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Textarea } from '@chakra-ui/react/textarea';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { FormTextField } from './form-text-field';
import { useErrorText } from '../hooks/use-error-text';

type I18nTextFieldsProps<V extends FieldValues> = {
  register: UseFormRegister<V>;
  /** Message id of the field's name, e.g. 'admin.mall.goods.form.name': shown as "Name (Chinese)" and so on. */
  labelId: string;
  /** Form paths of the Chinese, English and Vietnamese versions. */
  paths: { cn: Path<V>; en: Path<V>; vi: Path<V> };
  errors: { cn?: string | undefined; en?: string | undefined; vi?: string | undefined };
  /** Chinese is the canonical text (required); en/vi fall back to it when empty. */
  cnRequired?: boolean;
  multiline?: boolean;
};

const LANGS = ['cn', 'en', 'vi'] as const;

/** One text (a name, a description) in its three versions side by side, so staff see the translations together. */
export function I18nTextFields<V extends FieldValues>({ register, labelId, paths, errors, cnRequired, multiline }: I18nTextFieldsProps<V>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const label = (lang: (typeof LANGS)[number]) =>
    intl.formatMessage({ id: 'admin.inLanguage' }, { field: intl.formatMessage({ id: labelId }), language: intl.formatMessage({ id: `admin.lang.${lang}` }) });
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      {LANGS.map((lang) => multiline ? (
        <LabelledField key={lang} label={label(lang)} error={errorText(errors[lang])} required={lang === 'cn' && cnRequired}>
          <Textarea size="sm" rows={4} {...register(paths[lang])} />
        </LabelledField>
      ) : (
        <FormTextField key={lang} size="sm" required={lang === 'cn' && cnRequired} label={label(lang)} error={errors[lang]} {...register(paths[lang])} />
      ))}
    </SimpleGrid>
  );
}
