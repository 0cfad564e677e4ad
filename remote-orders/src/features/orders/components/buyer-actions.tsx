import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { actionsFor } from 'shared-contracts/mall/order-state';
import { ConfirmDialog } from 'shared-contracts/react/confirm-dialog';
import { useTakeOrderAction, type BuyerAction } from '../api/take-order-action';
import { paymentStepOf } from '../utils/next-step';

const BUYER_ACTIONS: readonly BuyerAction[] = ['cancel', 'complete'];
const isBuyerAction = (action: string): action is BuyerAction => BUYER_ACTIONS.some((a) => a === action);

/**
 * The buyer's own steps the state machine allows now (actionsFor, as the server checks): withdraw an unpaid order,
 * confirm receipt of a delivered one; each asks first. Paying the deposit or the balance is a link to its payment page.
 */
export function BuyerActions({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const take = useTakeOrderAction();
  const [asking, setAsking] = useState<BuyerAction | null>(null);
  const [done, setDone] = useState<BuyerAction | null>(null);
  const allowed = actionsFor(order, 'buyer');
  const actions = allowed.filter(isBuyerAction);
  const pay = paymentStepOf(order.id, allowed);
  if (actions.length === 0 && !pay && done === null) return null;

  const confirm = () => {
    if (!asking) return;
    take.mutate({ id: order.id, action: asking }, {
      onSuccess: () => { setDone(asking); setAsking(null); },
      // The order moved on meanwhile (toasted, and read again): this step no longer applies.
      onError: (error) => { if (isHTTPError(error) && error.response.status === 409) setAsking(null); },
    });
  };
  const prefix = `orders.detail.${asking ?? 'cancel'}`;

  return (
    <Stack gap="3">
      {actions.length > 0 || pay ? (
        <HStack role="group" aria-label={intl.formatMessage({ id: 'orders.detail.actions' })} gap="2" wrap="wrap">
          {pay ? (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to={pay.to}><FormattedMessage id={pay.labelId} /></RouterLink>
            </Button>
          ) : null}
          {actions.map((action) => (
            <Button key={action} size="sm" variant={action === 'cancel' ? 'outline' : 'solid'} colorPalette={action === 'cancel' ? 'red' : 'blue'}
              onClick={() => { setDone(null); setAsking(action); }}>
              <FormattedMessage id={`orders.detail.${action}`} />
            </Button>
          ))}
        </HStack>
      ) : null}
      {done ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id={`orders.detail.done.${done}`} /></Alert.Title>
        </Alert.Root>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={<FormattedMessage id={`${prefix}.title`} />}
        message={<FormattedMessage id={`${prefix}.message`} values={{ orderNo: order.orderNo }} />}
        cancelLabel={<FormattedMessage id={asking === 'complete' ? 'orders.detail.complete.back' : 'orders.detail.cancel.keep'} />}
        confirmLabel={<FormattedMessage id={prefix} />}
        tone={asking === 'cancel' ? 'danger' : 'default'}
        pending={take.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
