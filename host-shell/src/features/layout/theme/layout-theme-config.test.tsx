import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Drawer } from '@chakra-ui/react/drawer';
import { ChakraProvider, createSystem } from '@chakra-ui/react/styled-system';
import { defaultConfig } from '@chakra-ui/react/preset';
import { Input } from '@chakra-ui/react/input';
import { Table } from '@chakra-ui/react/table';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutThemeConfig } from 'shared-contracts/shell/features/layout/theme/layout-theme-config';
import { SIZE_SCALES, sizeVariables } from 'shared-contracts/shell/features/layout/theme/size-scale';

afterEach(cleanup);

const system = createSystem(defaultConfig, layoutThemeConfig);

/** The CSS emotion wrote for the element's recipe class. */
function cssOf(element: Element): string {
  const hashed = [...element.classList].find((c) => c.startsWith('css-'));
  const text = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  // Every rule block of that class (emotion writes an empty one before the layered one).
  return text.split(`.${hashed}{`).slice(1).map((rest) => rest.slice(0, rest.indexOf('}'))).join('\n');
}

describe('layout size through the Chakra recipes', () => {
  it('gives default-size buttons and inputs the layout-size variables', () => {
    const view = render(
      <ChakraProvider value={system}>
        <Button>Save</Button>
        <Input aria-label="name" />
      </ChakraProvider>,
    );
    expect(cssOf(view.getByRole('button'))).toContain('height:var(--app-control-height, var(--chakra-sizes-10))');
    expect(cssOf(view.getByRole('button'))).toContain('font-size:var(--app-control-font-size');
    expect(cssOf(view.getByRole('textbox'))).toContain('--input-height:var(--app-control-height');
  });

  it('leaves an explicitly sized button alone', () => {
    const view = render(
      <ChakraProvider value={system}>
        <Button size="xs">Close</Button>
      </ChakraProvider>,
    );
    expect(cssOf(view.getByRole('button'))).not.toContain('--app-control-height');
  });

  it('gives default-size table cells the cell variables', () => {
    const view = render(
      <ChakraProvider value={system}>
        <Table.Root><Table.Body><Table.Row><Table.Cell>x</Table.Cell></Table.Row></Table.Body></Table.Root>
      </ChakraProvider>,
    );
    expect(cssOf(view.getByRole('cell'))).toContain('var(--app-cell-padding-y');
  });

  it('maps each size to Element-like control heights, small being 32px', () => {
    expect(Object.fromEntries(Object.entries(SIZE_SCALES).map(([k, s]) => [k, s.controlHeight])))
      .toEqual({ default: '2.5rem', medium: '2.25rem', small: '2rem', mini: '1.75rem' });
    expect(sizeVariables('mini')['--app-control-height']).toBe('1.75rem');
  });
});

describe('dialogs and drawers on a phone', () => {
  // Chakra sizes them 100vw / 100dvw: the screen's width, while the layout viewport grows with a page wider than the
  // screen, which left a white strip beside the "order placed" dialog's backdrop (issue 25).
  it('spans the backdrop and the positioner from edge to edge of the layout viewport', () => {
    render(
      <ChakraProvider value={system}>
        <Dialog.Root open><Dialog.Backdrop data-testid="dialog-backdrop" /><Dialog.Positioner data-testid="dialog-positioner"><Dialog.Content>x</Dialog.Content></Dialog.Positioner></Dialog.Root>
        <Drawer.Root open><Drawer.Backdrop data-testid="drawer-backdrop" /><Drawer.Positioner data-testid="drawer-positioner"><Drawer.Content>y</Drawer.Content></Drawer.Positioner></Drawer.Root>
      </ChakraProvider>,
    );
    for (const part of ['dialog-backdrop', 'dialog-positioner', 'drawer-backdrop', 'drawer-positioner']) {
      const css = cssOf(document.querySelector(`[data-testid="${part}"]`) as Element);
      expect(css, part).toContain('inset-inline:0');
      expect(css, part).toContain('width:auto');
      expect(css, part).not.toMatch(/width:100d?vw/);
    }
  });
});
