import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FileSpreadsheet } from 'lucide-react';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Chooses the filled-in template; the file input is the labelled control, the button opens it. */
export function ImportFileInput({ file, onChoose }: { file: File | null; onChoose: (file: File | null) => void }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const label = intl.formatMessage({ id: 'shipments.batch.file' });
  return (
    <Field.Root w="auto">
      <Field.Label>{label}</Field.Label>
      <Input ref={input} type="file" accept={XLSX} display="none" onChange={(e) => {
        onChoose(e.target.files?.[0] ?? null);
        e.target.value = '';
      }} />
      <HStack gap="2">
        <Button variant="outline" onClick={() => input.current?.click()} aria-label={intl.formatMessage({ id: 'shipments.batch.chooseOf' }, { field: label })}>
          <FileSpreadsheet /><FormattedMessage id="shipments.batch.choose" />
        </Button>
        <Text fontSize="sm" color="fg.muted" data-testid="chosen-file">{file ? file.name : intl.formatMessage({ id: 'shipments.batch.noFile' })}</Text>
      </HStack>
    </Field.Root>
  );
}
