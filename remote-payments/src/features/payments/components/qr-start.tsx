import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { OnlineMethod } from 'shared-contracts/api/online-payments';
import { useStartOnlinePayment, type OnlineStartBody } from '../api/start-online-payment';

/** Alipay QR and digital RMB: one click starts the payment and opens the cashier with its QR code. */
export function QrStart({ method, start, blocked = false }: { method: OnlineMethod; start: Omit<OnlineStartBody, 'method' | 'card'>; blocked?: boolean }) {
  const navigate = useNavigate();
  const starting = useStartOnlinePayment();
  const open = async () => {
    // A refusal (the order moved on, no provider) is toasted by the shared client.
    const intent = await starting.mutateAsync({ ...start, method }).catch(() => null);
    if (intent) navigate(`/mallDdcCashier/${intent.id}`);
  };
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id={`payments.online.qrIntro.${method}`} /></Text>
      <HStack>
        <Button colorPalette="blue" onClick={() => void open()} loading={starting.isPending} disabled={blocked}>
          <FormattedMessage id="payments.online.qrStart" />
        </Button>
      </HStack>
    </Stack>
  );
}
