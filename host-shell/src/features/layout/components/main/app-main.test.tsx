import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViewMeta } from '../../../../routes/view-state';
import { evictViewAtom } from '../../state/keep-alive-atoms';
import { visitedViewsAtom } from '../../state/layout-atoms';
import { AppMain } from './app-main';

afterEach(cleanup);

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const params = useParams();
  return <button type="button" onClick={() => setCount(count + 1)}>{`${name}${params.id ?? ''}: ${count}`}</button>;
}

const view = (path: string, noCache = false): ViewMeta => ({
  path, fullPath: path, name: path, title: path, i18n: {}, icon: null, affix: false, noCache, trail: [],
});

function setup() {
  const store = createStore();
  const router = createMemoryRouter([
    {
      element: <AppMain />,
      children: [
        { path: '/kept', element: <Counter name="kept" /> },
        { path: '/fresh', element: <Counter name="fresh" /> },
        { path: '/item/:id', element: <Counter name="item" /> },
      ],
    },
  ], { initialEntries: ['/kept'] });
  for (const v of [view('/kept'), view('/fresh', true), view('/item/1')]) store.set(visitedViewsAtom, { type: 'add', view: v });
  render(<ChakraProvider value={defaultSystem}><Provider store={store}><RouterProvider router={router} /></Provider></ChakraProvider>);
  const go = (path: string) => act(() => router.navigate(path));
  return { store, go };
}

const click = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('keep-alive of visited views', () => {
  it('keeps a cached view mounted and hidden while another view shows', async () => {
    const { go } = setup();
    click(/kept: 0/);
    click(/kept: 1/);
    await go('/fresh');
    expect(screen.getByRole('button', { name: 'fresh: 0' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /kept/ })).toBeNull();
    await go('/kept');
    expect(screen.getByRole('button', { name: 'kept: 2' })).toBeTruthy();
  });

  it('does not keep a noCache view', async () => {
    const { go } = setup();
    await go('/fresh');
    click(/fresh: 0/);
    await go('/kept');
    await go('/fresh');
    expect(screen.getByRole('button', { name: 'fresh: 0' })).toBeTruthy();
  });

  it('keeps each kept view with its own params', async () => {
    const { go } = setup();
    await go('/item/1');
    click(/item1: 0/);
    await go('/kept');
    await go('/item/1');
    expect(screen.getByRole('button', { name: 'item1: 1' })).toBeTruthy();
  });

  it('drops the kept state when the tag is closed or refreshed', async () => {
    const { go, store } = setup();
    click(/kept: 0/);
    await go('/item/1');
    act(() => store.set(evictViewAtom, '/kept'));
    await go('/kept');
    expect(screen.getByRole('button', { name: 'kept: 0' })).toBeTruthy();
    click(/kept: 0/);
    await go('/item/1');
    act(() => store.set(visitedViewsAtom, { type: 'close', path: '/kept' }));
    await go('/kept');
    expect(screen.getByRole('button', { name: 'kept: 0' })).toBeTruthy();
  });
});
