import { createToaster } from '@chakra-ui/react/toast';
import { useIntl } from 'react-intl';
import { ToastStack } from 'shared-contracts/react/shell/components/toast-stack';

/**
 * The shell's confirmations ("layout set successfully", size changed, fullscreen unsupported). Separate
 * from the host's error toaster so the layout does not depend on how errors are wired; both stack
 * in their own corners.
 */
export const layoutToaster = createToaster({ placement: 'top', max: 3, pauseOnPageIdle: true });

export function LayoutToaster() {
  const intl = useIntl();
  return <ToastStack toaster={layoutToaster} closeLabel={intl.formatMessage({ id: 'layout.notify.close' })} />;
}

/** A short confirmation in the top centre; `type` picks the icon and colour. */
export function notifyLayout(title: string, type: 'success' | 'warning' | 'info' = 'success'): void {
  layoutToaster.create({ title, type, duration: 3000 });
}
