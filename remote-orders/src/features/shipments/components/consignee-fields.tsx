import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { BookUser } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { ADDRESS_MAX, CONSIGNEE_MAX, CONTACT_MAX, MAX_ADDRESSES } from 'shared-contracts/api/shipments';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { useAddresses } from '../api/get-addresses';
import type { ShipmentFormResult, ShipmentFormValues } from '../utils/shipment-form';
import { AddressBookDialog } from './address-book-dialog';
import { AddressPick } from './address-pick';

type Form = UseFormReturn<ShipmentFormValues, unknown, ShipmentFormResult>;

/**
 * Who receives the goods: consignee, contact phone and address, typed or picked from the address book (the default
 * entry fills an empty form once it loads), with "save to address book" and the book's manager beside them.
 */
export function ConsigneeFields({ form }: { form: Form }) {
  const errorText = useErrorTextOr('shipments.form.invalid');
  const { errors } = form.formState;
  const book = useAddresses();
  const [managing, setManaging] = useState(false);
  const prefilled = useRef(false);
  const addresses = book.data ?? [];

  useEffect(() => {
    const fallback = book.data?.find((a) => a.isDefault);
    if (prefilled.current || !fallback) return;
    prefilled.current = true;
    const { consignee, contact, address } = form.getValues();
    if (!consignee && !contact && !address) {
      form.setValue('consignee', fallback.consignee);
      form.setValue('contact', fallback.contact);
      form.setValue('address', fallback.address);
    }
  }, [book.data, form]);

  return (
    <Stack gap="3" as="fieldset">
      <HStack gap="3" align="end" wrap="wrap">
        {addresses.length > 0 ? (
          <AddressPick addresses={addresses} onPick={(a) => {
            for (const field of ['consignee', 'contact', 'address'] as const) form.setValue(field, a[field], { shouldValidate: form.formState.isSubmitted });
          }} />
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setManaging(true)}>
          <BookUser />
          <FormattedMessage id="shipments.address.manage" />
        </Button>
      </HStack>
      <HStack gap="3" align="start" wrap="wrap">
        <LabelledField label={<FormattedMessage id="shipments.form.consignee" />} required error={errorText(errors.consignee?.message)}>
          <Input maxLength={CONSIGNEE_MAX} autoComplete="name" {...form.register('consignee')} />
        </LabelledField>
        <LabelledField label={<FormattedMessage id="shipments.form.contact" />} required error={errorText(errors.contact?.message)}
          help={<FormattedMessage id="shipments.form.contactHelp" />}>
          <Input maxLength={CONTACT_MAX} type="tel" autoComplete="tel" {...form.register('contact')} />
        </LabelledField>
      </HStack>
      <LabelledField label={<FormattedMessage id="shipments.form.address" />} required error={errorText(errors.address?.message)}>
        <Textarea rows={2} maxLength={ADDRESS_MAX} autoComplete="street-address" {...form.register('address')} />
      </LabelledField>
      {addresses.length < MAX_ADDRESSES ? (
        <Controller control={form.control} name="saveToBook" render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(d) => field.onChange(d.checked === true)} size="sm">
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label><FormattedMessage id="shipments.form.saveToBook" /></Checkbox.Label>
          </Checkbox.Root>
        )} />
      ) : null}
      {managing ? <AddressBookDialog onClose={() => setManaging(false)} /> : null}
    </Stack>
  );
}
