import { Text } from '@chakra-ui/react/text';
import { Timeline } from '@chakra-ui/react/timeline';
import { CircleCheck, CircleDot, CircleX, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Refund } from 'shared-contracts/api/refunds';

type Step = { key: string; icon: ReactNode; title: ReactNode; when: string | null; by: string | null; note: string | null };

/** The refund's steps: asked by the buyer, then the decision (or the wait for it), with who and when. */
function stepsOf(refund: Refund): Step[] {
  const asked: Step = {
    key: 'asked', icon: <CircleDot aria-hidden />, title: <FormattedMessage id="refunds.timeline.asked" values={{ quantity: refund.quantity }} />,
    when: refund.createTime, by: refund.initiatorName, note: refund.reason,
  };
  if (refund.status === 'refunding') {
    return [asked, { key: 'waiting', icon: <Hourglass aria-hidden />, title: <FormattedMessage id="refunds.timeline.waiting" />, when: null, by: null, note: null }];
  }
  const approved = refund.status === 'refundSuccess';
  return [asked, {
    key: 'decided', icon: approved ? <CircleCheck aria-hidden /> : <CircleX aria-hidden />,
    title: <FormattedMessage id={approved ? 'refunds.timeline.approved' : 'refunds.timeline.rejected'} />,
    when: refund.reviewTime, by: refund.reviewerName, note: refund.opinion,
  }];
}

export function RefundTimeline({ refund, labelledBy }: { refund: Refund; labelledBy: string }) {
  return (
    <Timeline.Root size="sm" variant="subtle" aria-labelledby={labelledBy}>
      {stepsOf(refund).map((step) => (
        <Timeline.Item key={step.key}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator>{step.icon}</Timeline.Indicator>
          </Timeline.Connector>
          <Timeline.Content gap="1">
            <Timeline.Title>{step.title}</Timeline.Title>
            {step.when ? (
              <Timeline.Description>
                <FormattedDate value={step.when} dateStyle="medium" timeStyle="short" />
                {step.by ? <>{' · '}<FormattedMessage id="refunds.timeline.by" values={{ actor: step.by }} /></> : null}
              </Timeline.Description>
            ) : null}
            {step.note ? <Text fontSize="sm"><FormattedMessage id="refunds.timeline.note" values={{ note: step.note }} /></Text> : null}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
