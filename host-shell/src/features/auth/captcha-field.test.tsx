import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from 'shared-contracts/i18n/locale';
import { CaptchaField } from './captcha-field';
import { authPageMessages } from './messages';

const input = { name: 'code' as const, onChange: async () => {}, onBlur: async () => {}, ref: () => {} };

function renderField(locale: Locale, failed: boolean) {
  render(
    <IntlProvider locale="en" messages={authPageMessages[locale]}>
      <ChakraProvider value={defaultSystem}>
        <CaptchaField input={input} error={undefined} loading={false} failed={failed} onRefresh={() => {}}
          captcha={failed ? undefined : { img: 'data:image/png;base64,', uuid: 'u1' }} />
      </ChakraProvider>
    </IntlProvider>,
  );
}

afterEach(cleanup);

describe('the verification code button', () => {
  it('is named by what it does while it shows the picture', () => {
    renderField('en', false);
    expect(screen.getByRole('button', { name: 'Show a new verification code' })).toBeTruthy();
  });

  // WCAG 2.5.3 (axe: label-content-name-mismatch): once it shows words, those words are its name.
  it.each([
    ['en', 'Code unavailable, click to retry'],
    ['cn', '验证码加载失败，点击重试'],
    ['vi', 'Không tải được mã, bấm để thử lại'],
  ] as const)('in %s is named by the words it shows when the picture could not be loaded', (locale, shown) => {
    renderField(locale, true);
    expect(screen.getByRole('button', { name: shown }).textContent).toBe(shown);
  });
});
