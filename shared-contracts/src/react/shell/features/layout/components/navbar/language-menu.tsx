import { useAtomValue } from 'jotai';
import { Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { isLocale, LOCALES } from 'shared-contracts/i18n/locale';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { useSetLocale } from 'shared-contracts/shell/i18n/use-set-locale';
import { ChoiceMenu, type ChoiceProps, type MenuStrategy } from 'shared-contracts/react/shell/features/layout/components/navbar/choice-menu';

/** The language choice: the host's useSetLocale writes localeAtom and the language cookie (SPEC §9). */
export function useLanguageChoice(): ChoiceProps {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const setLocale = useSetLocale();
  return {
    label: intl.formatMessage({ id: 'layout.language.label' }),
    value: locale,
    choices: LOCALES.map((option) => ({
      value: option,
      label: intl.formatMessage({ id: `layout.language.${option}` }),
      lang: option === 'cn' ? 'zh-CN' : option,
    })),
    onChoose: (value) => {
      if (isLocale(value)) setLocale(value);
    },
  };
}

/** The navbar's language switch on a wide screen. */
export function LanguageMenu({ strategy }: { strategy?: MenuStrategy }) {
  return <ChoiceMenu icon={<Languages />} strategy={strategy} {...useLanguageChoice()} />;
}
