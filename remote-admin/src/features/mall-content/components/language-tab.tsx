import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTENT_BODY_MAX } from 'shared-contracts/api/content';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { MarkdownLight } from 'shared-contracts/react/markdown-light';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import type { ContentFormValues, ContentLang } from '../utils/content-form';

type LanguageTabProps = {
  lang: ContentLang;
  register: UseFormRegister<ContentFormValues>;
  errors: FieldErrors<ContentFormValues>;
  /** The body as typed, for the preview. */
  body: string;
};

/** One language of a document: its title, its markdown-light body and a live preview as buyers will see it. */
export function LanguageTab({ lang, register, errors, body }: LanguageTabProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const language = intl.formatMessage({ id: `admin.lang.${lang}` });
  const label = (id: string) => intl.formatMessage({ id: 'admin.mall.inLanguage' }, { field: intl.formatMessage({ id }), language });
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
      <Box display="flex" flexDirection="column" gap="3">
        <FormTextField
          size="sm"
          required={lang === 'cn'}
          label={label('admin.mall.content.form.title')}
          error={errors.titleI18n?.[lang]?.message}
          {...register(`titleI18n.${lang}`)}
        />
        <LabelledField
          label={label('admin.mall.content.form.body')}
          help={intl.formatMessage({ id: 'admin.mall.content.form.bodyHelp' })}
          error={errorText(errors.bodyI18n?.[lang]?.message)}
        >
          <Textarea size="sm" rows={16} fontFamily="mono" maxLength={CONTENT_BODY_MAX} {...register(`bodyI18n.${lang}`)} />
        </LabelledField>
      </Box>
      <Box as="section" aria-label={label('admin.mall.content.preview')} borderWidth="1px" rounded="md" p="3" minH="40" maxH="md" overflowY="auto">
        <Text fontSize="xs" color="fg.muted" mb="2"><FormattedMessage id="admin.mall.content.preview" /></Text>
        {body.trim() ? <MarkdownLight source={body} /> : (
          <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.mall.content.previewEmpty" /></Text>
        )}
      </Box>
    </Grid>
  );
}
