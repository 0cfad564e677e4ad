import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { AGREEMENT_PARAGRAPHS, type AgreementDocument } from './agreement-messages';

type Props = { document: AgreementDocument | null; onClose: () => void; onAccept: () => void };

/** One of the two documents of the registration agreement, read in a dialog. */
export function AgreementDialog({ document, onClose, onAccept }: Props) {
  const intl = useIntl();
  return (
    <Dialog.Root open={document !== null} onOpenChange={(details) => { if (!details.open) onClose(); }} scrollBehavior="inside" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{document ? <FormattedMessage id={`agreement.${document}.title`} /> : null}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {document ? AGREEMENT_PARAGRAPHS.map((n) => (
                  <Text key={n} fontSize="sm"><FormattedMessage id={`agreement.${document}.${n}`} /></Text>
                )) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}><FormattedMessage id="agreement.close" /></Button>
              <Button colorPalette="blue" onClick={onAccept}><FormattedMessage id="agreement.accept" /></Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'agreement.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
