import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/**
 * The shell's confirmations ("layout set successfully", size changed, fullscreen unsupported). Separate
 * from the host's error toaster so the layout does not depend on how errors are wired; both stack
 * in their own corners.
 */
export const layoutToaster = createToaster({ placement: 'top', max: 3, pauseOnPageIdle: true });

export function LayoutToaster() {
  const intl = useIntl();
  return (
    <Portal>
      <Toaster toaster={layoutToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger aria-label={intl.formatMessage({ id: 'layout.notify.close' })} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

/** A short confirmation in the top centre; `type` picks the icon and colour. */
export function notifyLayout(title: string, type: 'success' | 'warning' | 'info' = 'success'): void {
  layoutToaster.create({ title, type, duration: 3000 });
}
