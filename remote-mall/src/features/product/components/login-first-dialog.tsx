import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { LogIn } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { loginPathFor } from 'shared-contracts/react/login-required';
import type { PurchaseAction } from '../utils/purchase-intent';

type Props = { action: PurchaseAction | null; returnTo: string; onCancel(): void };

const HINT: Record<PurchaseAction, string> = {
  addToCart: 'mall.product.loginFirst.addToCart',
  buyNow: 'mall.product.loginFirst.buyNow',
};

/**
 * 'Please Login First' (SPEC §8) for a signed-out add to cart or buy now: what happens after signing in, and the way
 * to the sign-in page returning to this product. The choice is already kept (purchase-intent.ts); Cancel drops it.
 */
export function LoginFirstDialog({ action, returnTo, onCancel }: Props) {
  return (
    <Dialog.Root open={action !== null} placement="center" onOpenChange={(d) => { if (!d.open) onCancel(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title><FormattedMessage id={MessageKey.unauthorized} /></Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{action ? <FormattedMessage id={HINT[action]} /> : null}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline"><FormattedMessage id="mall.product.loginFirst.cancel" /></Button>
              </Dialog.ActionTrigger>
              <Button asChild colorPalette="red">
                <RouterLink to={loginPathFor(returnTo)}>
                  <LogIn aria-hidden="true" />
                  <FormattedMessage id="mall.product.loginFirst.signIn" />
                </RouterLink>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
