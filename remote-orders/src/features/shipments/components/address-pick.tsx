import { NativeSelect } from '@chakra-ui/react/native-select';
import { Field } from '@chakra-ui/react/field';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address } from 'shared-contracts/api/shipments';

/** Fills the consignee from an address book entry; the fields stay editable afterwards. */
export function AddressPick({ addresses, onPick }: { addresses: readonly Address[]; onPick: (address: Address) => void }) {
  const intl = useIntl();
  return (
    <Field.Root>
      <Field.Label><FormattedMessage id="shipments.form.pickAddress" /></Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value="" onChange={(e) => {
          const found = addresses.find((a) => String(a.id) === e.target.value);
          if (found) onPick(found);
        }}>
          <option value="">{intl.formatMessage({ id: 'shipments.form.pickAddressPlaceholder' })}</option>
          {addresses.map((a) => (
            <option key={a.id} value={a.id}>
              {intl.formatMessage({ id: a.isDefault ? 'shipments.address.optionDefault' : 'shipments.address.option' }, { consignee: a.consignee, contact: a.contact, address: a.address })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
