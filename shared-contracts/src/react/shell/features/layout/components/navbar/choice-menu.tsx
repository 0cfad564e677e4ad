import type { ReactNode } from 'react';
import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';

export type Choice = { value: string; label: string; lang?: string };

/** A single choice of the navbar (language, size): what it is called, what is chosen, and the choices. */
export type ChoiceProps = {
  /** The icon button's accessible name. */
  label: string;
  value: string;
  choices: readonly Choice[];
  onChoose: (value: string) => void;
  /** A heading inside the menu, when the button's icon alone does not say what is chosen. */
  groupLabel?: string;
};

/** The choice's radio items inside a menu: its own menu on a wide screen, a group of the "more" menu on a phone. */
export function ChoiceGroup({ value, choices, onChoose, groupLabel }: ChoiceProps) {
  return (
    <Menu.RadioItemGroup value={value} onValueChange={({ value: chosen }) => onChoose(chosen)}>
      {groupLabel ? <Menu.ItemGroupLabel>{groupLabel}</Menu.ItemGroupLabel> : null}
      {choices.map((choice) => (
        <Menu.RadioItem key={choice.value} value={choice.value} {...(choice.lang ? { lang: choice.lang } : {})}>
          {choice.label}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  );
}

/** How a navbar menu is placed: `fixed` under a header that stays while the page scrolls (the host's use-header-menu-strategy.ts). */
export type MenuStrategy = 'fixed' | 'absolute';

/**
 * A navbar icon button opening a single-choice menu (language, size). Under a header that stays, the menu is placed
 * `fixed`: placed in the page, it moved when the page scrolled as it opened, and a choice pressed on one item was
 * released on another and lost (docs/testing.md step 15).
 */
export function ChoiceMenu({ icon, strategy = 'absolute', ...choice }: ChoiceProps & { icon: ReactNode; strategy?: MenuStrategy }) {
  return (
    <Menu.Root positioning={{ strategy }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={choice.label} variant="ghost" size="sm">
          {icon}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <ChoiceGroup {...choice} />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
