import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/**
 * The host's notification toaster: the HTTP error catalogue (SPEC §8) and session notices. The layout
 * keeps its own confirmations toaster at the top centre; these stack in the top-right corner.
 */
export const appToaster = createToaster({ placement: 'top-end', max: 4, pauseOnPageIdle: true });

export function AppToaster() {
  const intl = useIntl();
  return (
    <Portal>
      <Toaster toaster={appToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger aria-label={intl.formatMessage({ id: 'notify.close' })} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
