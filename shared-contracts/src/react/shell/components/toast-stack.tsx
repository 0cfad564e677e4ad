import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster, type CreateToasterReturn } from '@chakra-ui/react/toast';
import { toastBackground } from 'shared-contracts/shell/components/toast-colours';

/**
 * How every toaster of the shell draws its toasts, readable at WCAG AA (toast-colours.ts); the toasters differ only
 * in where they stack.
 */
export function ToastStack({ toaster, closeLabel }: { toaster: CreateToasterReturn; closeLabel: string }) {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} bg={toastBackground(toast.type)}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description opacity="1">{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger aria-label={closeLabel} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
