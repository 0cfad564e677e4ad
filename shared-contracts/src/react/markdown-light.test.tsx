import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import { isSafeHref, MarkdownLight, parseMarkdownLight } from './markdown-light';

const show = (source: string) => render(
  <ChakraProvider value={defaultSystem}><MemoryRouter><MarkdownLight source={source} /></MemoryRouter></ChakraProvider>,
);

describe('parseMarkdownLight', () => {
  it('splits headings, paragraphs and both kinds of list', () => {
    expect(parseMarkdownLight('# Install\nFirst line\nsecond line\n\n## Steps\n1. Download\n2. Open\n- note a\n  more\n\nEnd')).toEqual([
      { kind: 'heading', level: 1, text: 'Install' },
      { kind: 'paragraph', text: 'First line second line' },
      { kind: 'heading', level: 2, text: 'Steps' },
      { kind: 'list', ordered: true, items: ['Download', 'Open'] },
      { kind: 'list', ordered: false, items: ['note a more'] },
      { kind: 'paragraph', text: 'End' },
    ]);
  });

  it('treats ### and other markdown as text', () => {
    expect(parseMarkdownLight('### deep\n> quote')).toEqual([{ kind: 'paragraph', text: '### deep > quote' }]);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://example.com/a', true], ['http://x.cn', true], ['/mallSearch/abc', true],
    ['javascript:alert(1)', false], ['JAVASCRIPT:alert(1)', false], ['data:text/html,<b>', false],
    ['//evil.example', false], ['/\\evil.example', false], ['mailto:a@b.c', false], ['relative/path', false],
  ])('%s → %s', (href, safe) => expect(isSafeHref(href)).toBe(safe));
});

describe('<MarkdownLight>', () => {
  it('renders headings one level below the page title, lists, bold and links', () => {
    const { container } = show('# Title\n## Sub\nBuy **now** at [the mall](/mall) or [1688](https://www.1688.com).\n\n1. one\n2. two');
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Sub' })).toBeDefined();
    expect(container.querySelector('strong')?.textContent).toBe('now');
    expect(screen.getByRole('link', { name: 'the mall' }).getAttribute('href')).toBe('/mall');
    const external = screen.getByRole('link', { name: '1688' });
    expect(external.getAttribute('href')).toBe('https://www.1688.com');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('keeps HTML and scripts as visible text and drops unsafe link targets', () => {
    const { container } = show('<script>alert(1)</script>\n\n<img src=x onerror=alert(2)> [click](javascript:alert(3))');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeDefined();
    expect(container.textContent).toContain('[click](javascript:alert(3))');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
