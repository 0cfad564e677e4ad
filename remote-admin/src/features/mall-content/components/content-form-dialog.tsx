import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Tabs } from '@chakra-ui/react/tabs';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';
import { useSaveContent } from '../api/save-content';
import {
  CONTENT_FIELD_OF_KEY, CONTENT_LANGS, contentFormResolver, type ContentFormValues, type ContentRequest,
} from '../utils/content-form';
import { LanguageTab } from './language-tab';

/**
 * Create a document (with its label) or edit one: sort, and per language (tabs) its title and body. A tab
 * whose fields were refused is marked, so an error in a hidden language is not missed.
 */
export function ContentFormDialog({ initial, onClose }: { initial: ContentFormValues; onClose: () => void }) {
  const intl = useIntl();
  const save = useSaveContent();
  const form = useForm<ContentFormValues, unknown, ContentRequest>({ resolver: contentFormResolver, defaultValues: initial });
  const { register, control, formState: { errors } } = form;
  const bodies = useWatch({ control, name: 'bodyI18n' });
  const submit = handleSubmitWithServerErrors(form, async (body) => {
    await save.mutateAsync(body);
    onClose();
  }, CONTENT_FIELD_OF_KEY, ['label', 'sort', 'titleI18n.cn', 'titleI18n.en', 'titleI18n.vi']);
  const editing = initial.id !== undefined;

  return (
    <FormDialog
      title={<FormattedMessage id={editing ? 'admin.mall.content.dialog.edit' : 'admin.mall.content.dialog.add'} values={{ label: initial.label }} />}
      onSubmit={submit}
      saving={save.isPending}
      onClose={onClose}
      size="cover"
      scrollBehavior="inside"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormTextField
          size="sm"
          required
          // The label is the document's address (/createGuide/<label>): fixed once created.
          readOnly={editing}
          label={intl.formatMessage({ id: 'admin.mall.content.form.label' })}
          help={intl.formatMessage({ id: 'admin.mall.content.form.labelHelp' })}
          error={errors.label?.message}
          {...register('label')}
        />
        <FormTextField
          size="sm"
          type="number"
          min={0}
          label={intl.formatMessage({ id: 'admin.mall.content.form.sort' })}
          error={errors.sort?.message}
          {...register('sort', { valueAsNumber: true })}
        />
      </SimpleGrid>
      <Tabs.Root defaultValue="cn" variant="line" size="sm" lazyMount={false}>
        <Tabs.List>
          {CONTENT_LANGS.map((lang) => {
            const invalid = Boolean(errors.titleI18n?.[lang] ?? errors.bodyI18n?.[lang]);
            return (
              <Tabs.Trigger key={lang} value={lang} color={invalid ? 'fg.error' : undefined}>
                <FormattedMessage id={`admin.lang.${lang}`} />
                {invalid ? ' ⚠' : ''}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {CONTENT_LANGS.map((lang) => (
          <Tabs.Content key={lang} value={lang}>
            <LanguageTab lang={lang} register={register} errors={errors} body={bodies[lang]} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </FormDialog>
  );
}
