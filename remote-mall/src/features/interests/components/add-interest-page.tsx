import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { InterestInput } from 'shared-contracts/api/interests';
import { LINK_INPUT_MAX } from 'shared-contracts/api/links';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { useCreateInterest } from '../api/create-interest';
import { INTEREST_FIELDS, interestFormResolver, newInterestValues, type InterestFormValues } from '../utils/interest-form';
import { serverFieldErrors } from '../utils/server-field-errors';

/** `/addInterest` (mall/AddInterest): anonymous visitors get the sign-in prompt. */
export function AddInterestPage() {
  return useSignedIn() ? <AddInterestForm /> : <LoginRequired />;
}

function AddInterestForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const create = useCreateInterest();
  const errorText = useErrorTextOr('mall.interest.invalid');
  const form = useForm<InterestFormValues, unknown, InterestInput>({ resolver: interestFormResolver, defaultValues: newInterestValues() });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      navigate('/myInterest');
    } catch (error) {
      // Field errors go on their fields; anything else was toasted by the shared client.
      for (const { path, message } of serverFieldErrors(error)) {
        const field = INTEREST_FIELDS.find((f) => f === path);
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <Stack as="article" gap="4" maxW="2xl">
      <Heading as="h1" size="xl"><FormattedMessage id="mall.interest.add.title" /></Heading>
      <Text color="fg.muted"><FormattedMessage id="mall.interest.add.intro" /></Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <LabelledField label={<FormattedMessage id="mall.interest.link" />} help={<FormattedMessage id="mall.interest.linkHelp" />}
            error={errorText(errors.link?.message)}>
            <Textarea rows={2} maxLength={LINK_INPUT_MAX} {...form.register('link')} />
          </LabelledField>
          <LabelledField label={<FormattedMessage id="mall.interest.name" />} help={<FormattedMessage id="mall.interest.nameHelp" />}
            error={errorText(errors.name?.message)}>
            <Input maxLength={200} {...form.register('name')} />
          </LabelledField>
          <HStack gap="4" align="start" wrap="wrap">
            <LabelledField label={<FormattedMessage id="mall.interest.expectedPrice" />}
              help={<FormattedMessage id="mall.interest.expectedPriceHelp" />} error={errorText(errors.expectedPrice?.message)}>
              <Input inputMode="decimal" placeholder={intl.formatMessage({ id: 'mall.interest.expectedPriceHelp' })} {...form.register('expectedPrice')} />
            </LabelledField>
            <LabelledField label={<FormattedMessage id="mall.interest.quantity" />} required error={errorText(errors.quantity?.message)}>
              <Input type="number" inputMode="numeric" min={1} {...form.register('quantity')} />
            </LabelledField>
          </HStack>
          <LabelledField label={<FormattedMessage id="mall.interest.remarks" />} error={errorText(errors.remarks?.message)}>
            <Textarea rows={3} maxLength={1000} {...form.register('remarks')} />
          </LabelledField>
          <HStack gap="3">
            <Button type="submit" colorPalette="blue" loading={create.isPending}>
              <FormattedMessage id="mall.interest.submit" />
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/myInterest"><FormattedMessage id="mall.interest.cancel" /></RouterLink>
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
