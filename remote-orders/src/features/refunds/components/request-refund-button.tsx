import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Refund, RefundableLine } from 'shared-contracts/api/refunds';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import type { RefundTarget } from '../api/target';
import { refundDetailPath } from '../utils/paths';
import { RefundRequestDialog } from './refund-request-dialog';

type RequestRefundButtonProps = {
  target: RefundTarget;
  line: RefundableLine;
  currency: string;
  onRequested?: (refund: Refund) => void;
};

/**
 * "Request a refund" for one line (of an order's stock or of a shipment), opening the request dialog with the
 * line's bound; while a refund of it is under review, a link to that refund instead (one at a time).
 */
export function RequestRefundButton({ target, line, currency, onRequested }: RequestRefundButtonProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const [open, setOpen] = useState(false);
  const goods = `${localized(line.goodsName, line.goodsNameI18n, locale)} · ${localized(line.specText, line.specI18n, locale)}`;
  if (line.openRefundId !== null) {
    return (
      <Button asChild size="xs" variant="outline" colorPalette="purple">
        <RouterLink to={refundDetailPath(line.openRefundId)} aria-label={intl.formatMessage({ id: 'refunds.lines.underReviewOf' }, { goods })}>
          <FormattedMessage id="refunds.lines.underReview" />
        </RouterLink>
      </Button>
    );
  }
  return (
    <>
      <Button size="xs" variant="outline" disabled={line.refundable < 1} onClick={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'refunds.lines.requestOf' }, { goods })}>
        <FormattedMessage id="refunds.lines.request" />
      </Button>
      {open ? (
        <RefundRequestDialog target={target} goods={goods} max={line.refundable} unitPrice={line.unitPrice} currency={currency}
          onClose={() => setOpen(false)} onRequested={(refund) => { setOpen(false); onRequested?.(refund); }} />
      ) : null}
    </>
  );
}
