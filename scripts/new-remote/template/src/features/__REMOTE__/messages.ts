import type { Locale } from 'shared-contracts/i18n/locale';
import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';

const en = {
  '__REMOTE__.home.title': '__TITLE__',
  '__REMOTE__.home.description': 'This page comes from the __REMOTE__ remote. Build it in {file}.',
} as const;

type HomeMessages = Readonly<Record<keyof typeof en, string>>;

const cn: HomeMessages = {
  '__REMOTE__.home.title': '__TITLE__',
  '__REMOTE__.home.description': '此页面来自远程模块 __REMOTE__。请在 {file} 中开发它。',
};

const vi: HomeMessages = {
  '__REMOTE__.home.title': '__TITLE__',
  '__REMOTE__.home.description': 'Trang này đến từ module từ xa __REMOTE__. Hãy phát triển nó trong {file}.',
};

/** The first page's texts in the portal's three languages. */
export const homeMessages: MessagesByLocale = { en, cn, vi } satisfies Readonly<Record<Locale, HomeMessages>>;
