import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { useAtomValue } from 'jotai';
import { Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { isLocale, LOCALES } from 'shared-contracts/i18n/locale';
import { localeAtom } from '../../../../i18n/locale-atom';
import { useSetLocale } from '../../../../i18n/use-set-locale';

/** The navbar's language switch: the host's useSetLocale writes localeAtom and the language cookie (SPEC §9). */
export function LanguageMenu() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const setLocale = useSetLocale();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={intl.formatMessage({ id: 'layout.language.label' })} variant="ghost" size="sm">
          <Languages />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup
              value={locale}
              onValueChange={({ value }) => {
                if (!isLocale(value)) return;
                setLocale(value);
              }}
            >
              {LOCALES.map((option) => (
                <Menu.RadioItem key={option} value={option} lang={option === 'cn' ? 'zh-CN' : option}>
                  {intl.formatMessage({ id: `layout.language.${option}` })}
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
