import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ADDRESS_MAX, addressInputSchema, CONSIGNEE_MAX, CONTACT_MAX, type Address } from 'shared-contracts/api/shipments';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { useSaveAddress } from '../api/save-address';
import { refusalFieldErrors, refusalKey } from '../utils/server-refusal';

type Field = 'consignee' | 'contact' | 'address';
const FIELDS: readonly Field[] = ['consignee', 'contact', 'address'];

/** Adds an address or changes one, checked by the contract's rules here and again by the server. */
export function AddressForm({ editing, onDone, onCancel }: { editing: Address | null; onDone: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const errorText = useErrorTextOr('shipments.form.invalid');
  const save = useSaveAddress();
  const [values, setValues] = useState({
    consignee: editing?.consignee ?? '', contact: editing?.contact ?? '', address: editing?.address ?? '', isDefault: editing?.isDefault ?? false,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = addressInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((f) => f === issue.path[0]);
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setRefusal(null);
    save.mutate({ id: editing?.id ?? null, body: parsed.data }, {
      onSuccess: onDone,
      onError: (error) => {
        const listed = refusalFieldErrors(error).filter((e) => FIELDS.some((f) => f === e.path));
        if (listed.length > 0) setErrors(Object.fromEntries(listed.map((e) => [e.path, e.message])));
        else setRefusal(refusalKey(error) ?? 'shipments.address.saveFailed');
      },
    });
  };
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: editing ? 'shipments.address.editTitle' : 'shipments.address.addTitle' })}>
      <Stack gap="3" borderWidth="1px" rounded="md" p="3">
        <HStack gap="3" align="start" wrap="wrap">
          <LabelledField label={<FormattedMessage id="shipments.form.consignee" />} required error={errorText(errors.consignee)}>
            <Input size="sm" maxLength={CONSIGNEE_MAX} value={values.consignee} onChange={set('consignee')} />
          </LabelledField>
          <LabelledField label={<FormattedMessage id="shipments.form.contact" />} required error={errorText(errors.contact)}>
            <Input size="sm" type="tel" maxLength={CONTACT_MAX} value={values.contact} onChange={set('contact')} />
          </LabelledField>
        </HStack>
        <LabelledField label={<FormattedMessage id="shipments.form.address" />} required error={errorText(errors.address)}>
          <Textarea size="sm" rows={2} maxLength={ADDRESS_MAX} value={values.address} onChange={set('address')} />
        </LabelledField>
        <Checkbox.Root size="sm" checked={values.isDefault} onCheckedChange={(d) => setValues((v) => ({ ...v, isDefault: d.checked === true }))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label><FormattedMessage id="shipments.address.setDefault" /></Checkbox.Label>
        </Checkbox.Root>
        {refusal ? (
          <Alert.Root status="error" size="sm"><Alert.Indicator /><Alert.Title>{errorText(refusal)}</Alert.Title></Alert.Root>
        ) : null}
        <HStack gap="2" justify="end">
          <Button size="sm" variant="outline" onClick={onCancel}><FormattedMessage id="shipments.address.cancel" /></Button>
          <Button size="sm" type="submit" colorPalette="blue" loading={save.isPending}><FormattedMessage id="shipments.address.save" /></Button>
        </HStack>
      </Stack>
    </form>
  );
}
