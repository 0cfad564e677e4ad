import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

type SideDrawerProps = {
  title: ReactNode;
  /** The buttons of the footer; no footer when null. */
  footer?: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/** One row of a queue in full beside it (a large drawer at the end), with the steps it allows in its footer. */
export function SideDrawer({ title, footer = null, onClose, children }: SideDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer.Root open size="lg" placement="end" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer ? (
              <Drawer.Footer>
                <HStack gap="2">{footer}</HStack>
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'admin.dialog.close' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
