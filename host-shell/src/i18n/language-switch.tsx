import { Button } from '@chakra-ui/react/button';
import { Group } from '@chakra-ui/react/group';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from 'shared-contracts/i18n/locale';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { useSetLocale } from 'shared-contracts/shell/i18n/use-set-locale';

/** Each language named in itself, so a reader finds theirs whatever the page is in. */
const NATIVE_NAMES: Record<Locale, { label: string; lang: string }> = {
  en: { label: 'English', lang: 'en' },
  cn: { label: '中文', lang: 'zh-CN' },
  vi: { label: 'Tiếng Việt', lang: 'vi' },
};

/** The language switch of the pages outside the layout (login, registration). */
export function LanguageSwitch() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const setLocale = useSetLocale();
  return (
    <Group attached role="group" aria-label={intl.formatMessage({ id: 'i18n.language' })}>
      {LOCALES.map((option) => (
        <Button
          key={option}
          size="xs"
          variant={option === locale ? 'solid' : 'outline'}
          colorPalette="blue"
          lang={NATIVE_NAMES[option].lang}
          aria-pressed={option === locale}
          onClick={() => setLocale(option)}
        >
          {NATIVE_NAMES[option].label}
        </Button>
      ))}
    </Group>
  );
}
