import type { ReactNode } from 'react';
import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';

export type Choice = { value: string; label: string; lang?: string };

type Props = {
  /** The icon button's accessible name. */
  label: string;
  icon: ReactNode;
  value: string;
  choices: readonly Choice[];
  onChoose: (value: string) => void;
  /** A heading inside the menu, when the button's icon alone does not say what is chosen. */
  groupLabel?: string;
};

/** A navbar icon button opening a single-choice menu (language, size). */
export function ChoiceMenu({ label, icon, value, choices, onChoose, groupLabel }: Props) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="sm">
          {icon}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup value={value} onValueChange={({ value: chosen }) => onChoose(chosen)}>
              {groupLabel ? <Menu.ItemGroupLabel>{groupLabel}</Menu.ItemGroupLabel> : null}
              {choices.map((choice) => (
                <Menu.RadioItem key={choice.value} value={choice.value} {...(choice.lang ? { lang: choice.lang } : {})}>
                  {choice.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
