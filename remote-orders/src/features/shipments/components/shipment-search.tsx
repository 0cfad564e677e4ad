import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LabelledField } from 'shared-contracts/react/labelled-field';

/** The keyword: shipment number, consignee, platform order number or tracking number. */
export function ShipmentSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} aria-label={intl.formatMessage({ id: 'shipments.search.label' })}>
      <HStack gap="2" align="end" wrap="wrap">
        <LabelledField label={<FormattedMessage id="shipments.search.keyword" />}>
          <Input size="sm" maxW="sm" maxLength={100} value={text} placeholder={intl.formatMessage({ id: 'shipments.search.placeholder' })}
            onChange={(e) => setText(e.target.value)} />
        </LabelledField>
        <Button size="sm" type="submit" colorPalette="blue"><FormattedMessage id="shipments.search.submit" /></Button>
        <Button size="sm" variant="outline" onClick={() => { setText(''); onSearch(''); }}><FormattedMessage id="shipments.search.reset" /></Button>
      </HStack>
    </form>
  );
}
