import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { intlTag, LOCALES, type Locale } from 'shared-contracts/i18n/locale';
import { hostMessages } from '../../i18n/host-messages';
import { RegisterChoicePage } from './register-choice-page';
import { RegisterPage } from './register-page';

/** Under the host's own messages only: the page must bring every text it draws (registration-messages.ts). */
function renderUnderHost(ui: ReactElement, locale: Locale) {
  const missing: string[] = [];
  render(
    <IntlProvider locale={intlTag(locale)} messages={hostMessages(locale)} onError={(e) => missing.push(e.message)}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </ChakraProvider>
    </IntlProvider>,
  );
  return missing;
}

afterEach(cleanup);

describe('registration pages carry their own texts', () => {
  it.each(LOCALES)('the role choice in %s', (locale) => {
    const missing = renderUnderHost(<RegisterChoicePage />, locale);
    expect(missing).toEqual([]);
    expect(document.body.textContent).not.toMatch(/register(Role)?\.\w/);
    expect(screen.getAllByRole('link').length).toBeGreaterThan(3);
  });

  it.each(LOCALES)('the purchaser form in %s', (locale) => {
    const missing = renderUnderHost(<RegisterPage kind="purchaser" onRegistered={() => undefined} />, locale);
    expect(missing).toEqual([]);
    expect(document.body.textContent).not.toMatch(/(register|registerRole|agreement)\.\w/);
  });
});
