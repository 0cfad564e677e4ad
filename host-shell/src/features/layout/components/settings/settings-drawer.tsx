import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Heading } from '@chakra-ui/react/heading';
import { Portal } from '@chakra-ui/react/portal';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_THEME } from 'shared-contracts/shell/features/layout/constants';
import { saveSettingsAtom, settingsOpenAtom, switchesAtom, themeAtom } from '../../state/layout-atoms';
import { DEFAULT_SWITCHES, SWITCH_NAMES, type LayoutSwitches } from '../../state/settings-cookies';
import { notifyLayout } from '../layout-toaster';
import { SettingSwitch } from './setting-switch';
import { ThemeColourField } from './theme-colour-field';

/** The panel's form: edits a draft, so Cancel (or Escape) leaves the layout as it was. */
function SettingsForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const [switches, setSwitches] = useState<LayoutSwitches>(useAtomValue(switchesAtom));
  const [theme, setTheme] = useState(useAtomValue(themeAtom));
  const save = useSetAtom(saveSettingsAtom);
  const submit = () => {
    save({ switches, theme });
    notifyLayout(intl.formatMessage({ id: 'layout.settings.saved' }));
    onDone();
  };
  return (
    <>
      <Drawer.Body>
        <Stack gap="5">
          <ThemeColourField value={theme} onChange={setTheme} />
          <Separator />
          <Stack gap="0">
            <Heading as="h3" size="sm" mb="1">{intl.formatMessage({ id: 'layout.settings.display' })}</Heading>
            {SWITCH_NAMES.map((name) => (
              <SettingSwitch key={name} label={intl.formatMessage({ id: `layout.settings.${name}` })} checked={switches[name]}
                onChange={(checked) => setSwitches((s) => ({ ...s, [name]: checked }))} />
            ))}
          </Stack>
        </Stack>
      </Drawer.Body>
      {/*
        On a phone the three buttons leave 14 px to spare on a 360 px screen (vi, the Default layout size): a longer label
        or a larger text wraps Cancel and Save to a line of their own, at the right, instead of pushing them off it.
      */}
      <Drawer.Footer justifyContent="space-between" flexWrap="wrap">
        <Button variant="ghost" onClick={() => { setSwitches(DEFAULT_SWITCHES); setTheme(DEFAULT_THEME); }}>
          {intl.formatMessage({ id: 'layout.settings.reset' })}
        </Button>
        <Stack direction="row" gap="2" ms="auto">
          <Drawer.ActionTrigger asChild>
            <Button variant="outline">{intl.formatMessage({ id: 'layout.settings.cancel' })}</Button>
          </Drawer.ActionTrigger>
          <Button colorPalette="blue" onClick={submit}>{intl.formatMessage({ id: 'layout.settings.save' })}</Button>
        </Stack>
      </Drawer.Footer>
    </>
  );
}

/** SPEC §1 right settings panel: theme colour and the four layout switches. */
export function SettingsDrawer() {
  const intl = useIntl();
  const [open, setOpen] = useAtom(settingsOpenAtom);
  return (
    <Drawer.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="end" size="sm" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{intl.formatMessage({ id: 'layout.settings.title' })}</Drawer.Title>
            </Drawer.Header>
            <SettingsForm onDone={() => setOpen(false)} />
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'layout.settings.close' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
