import { useAtom } from 'jotai';
import { ALargeSmall } from 'lucide-react';
import { useIntl } from 'react-intl';
import { SIZES } from 'shared-contracts/shell/features/layout/constants';
import { isLayoutSize } from '../../state/settings-cookies';
import { sizeAtom } from '../../state/layout-atoms';
import { notifyLayout } from '../layout-toaster';
import { ChoiceMenu, type ChoiceProps, type MenuStrategy } from 'shared-contracts/react/shell/features/layout/components/navbar/choice-menu';

/** SPEC §9 size choice: Default, Medium, Small, Mini, remembered in the `size` cookie. */
export function useSizeChoice(): ChoiceProps {
  const intl = useIntl();
  const [size, setSize] = useAtom(sizeAtom);
  const label = intl.formatMessage({ id: 'layout.size.label' });
  return {
    label,
    groupLabel: label,
    value: size,
    choices: SIZES.map((option) => ({ value: option, label: intl.formatMessage({ id: `layout.size.${option}` }) })),
    onChoose: (value) => {
      if (!isLayoutSize(value) || value === size) return;
      setSize(value);
      notifyLayout(intl.formatMessage({ id: 'layout.size.changed' }));
    },
  };
}

/** The navbar's size switch on a wide screen. */
export function SizeMenu({ strategy }: { strategy?: MenuStrategy }) {
  return <ChoiceMenu icon={<ALargeSmall />} strategy={strategy} {...useSizeChoice()} />;
}
