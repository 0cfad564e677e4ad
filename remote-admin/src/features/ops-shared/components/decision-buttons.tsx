import { Button } from '@chakra-ui/react/button';
import type { ReactNode } from 'react';

export type Decision = 'approve' | 'reject';

type DecisionButtonsProps = { rejectLabel: ReactNode; approveLabel: ReactNode; onDecide: (decision: Decision) => void };

/** Reject and approve, side by side in a review drawer's footer: each opens its decision dialog. */
export function DecisionButtons({ rejectLabel, approveLabel, onDecide }: DecisionButtonsProps) {
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDecide('reject')}>{rejectLabel}</Button>
      <Button size="sm" colorPalette="blue" onClick={() => onDecide('approve')}>{approveLabel}</Button>
    </>
  );
}
