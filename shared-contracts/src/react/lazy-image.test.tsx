import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE_ROOT_MARGIN, LazyImage, lazyImageBackoffMs } from './lazy-image';

/** jsdom has no IntersectionObserver: this stand-in records what the component asked for and lets a test scroll. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit) {
    FakeObserver.instances.push(this);
  }
  observe(el: Element) { this.observed.push(el); }
  disconnect() { this.disconnected = true; }
  unobserve() {}
  takeRecords() { return []; }
  /** The box comes within the preload margin. */
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const show = (ui: ReactElement) => render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('<LazyImage>', () => {
  it('reserves its box and requests nothing until it comes within 1.5 viewports', () => {
    const { container } = show(<LazyImage src="/api/mall-files/goods/a.png" alt="Red cup" ratio={4 / 3} />);
    expect(container.querySelector('img')).toBeNull();
    const observer = FakeObserver.instances[0];
    expect(observer?.options.rootMargin).toBe(LAZY_IMAGE_ROOT_MARGIN);
    expect(LAZY_IMAGE_ROOT_MARGIN).toBe('50%');

    observer?.enter();
    const img = screen.getByRole('img', { name: 'Red cup' });
    // A portal picture comes as its thumbnail (docs/storage.md), never the original.
    expect(img.getAttribute('src')).toBe('/api/mall-files/goods/a.png.thumb.webp');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(observer?.disconnected).toBe(true);
    fireEvent.load(img);
    expect(img.style.opacity).toBe('1');
  });

  it('draws at once, without fading in, a picture of the page the server drew', async () => {
    const drawn = document.createElement('div');
    drawn.setAttribute('inert', '');
    drawn.innerHTML = '<img src="/drawn.png.thumb.webp" alt="">';
    document.body.append(drawn);
    // The drawn page's pictures are read when the module loads, as the page's script loads it.
    vi.resetModules();
    const { LazyImage: FreshLazyImage } = await import('./lazy-image');
    // React takes the page over meanwhile: the copy is no longer inert when the pictures render.
    drawn.remove();
    show(<><FreshLazyImage src="/drawn.png" alt="Red cup" /><FreshLazyImage src="/other.png" alt="Blue shoe" /></>);
    expect(screen.getByRole('img', { name: 'Red cup' }).style.opacity).toBe('1');
    // Not in the drawn page: it waits for the viewport and fades in as usual.
    expect(screen.queryByRole('img', { name: 'Blue shoe' })).toBeNull();
  });

  it('tries three times with a growing wait, then shows the placeholder with the alt text', () => {
    vi.useFakeTimers();
    const { container } = show(<LazyImage src="/broken.png" alt="Blue shoe" />);
    FakeObserver.instances[0]?.enter();

    const first = container.querySelector('img');
    fireEvent.error(first as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(lazyImageBackoffMs(1)));
    const second = container.querySelector('img');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);

    fireEvent.error(second as HTMLImageElement);
    act(() => vi.advanceTimersByTime(lazyImageBackoffMs(1)));
    // The second retry waits longer than the first.
    expect(container.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(lazyImageBackoffMs(2) - lazyImageBackoffMs(1)));
    const third = container.querySelector('img');
    expect(third).not.toBeNull();

    fireEvent.error(third as HTMLImageElement);
    act(() => vi.advanceTimersByTime(10_000));
    expect(container.querySelector('img')).toBeNull();
    const placeholder = screen.getByRole('img', { name: 'Blue shoe' });
    expect(placeholder.tagName).not.toBe('IMG');
  });

  it('recovers when a retry loads', () => {
    vi.useFakeTimers();
    const { container } = show(<LazyImage src="/flaky.png" alt="Green hat" />);
    FakeObserver.instances[0]?.enter();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    act(() => vi.advanceTimersByTime(lazyImageBackoffMs(1)));
    fireEvent.load(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByRole('img', { name: 'Green hat' }).tagName).toBe('IMG');
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('loaded');
  });

  it('shows the placeholder at once for a goods without an image', () => {
    show(<LazyImage src={null} alt="No picture" />);
    expect(screen.getByRole('img', { name: 'No picture' }).tagName).not.toBe('IMG');
  });

  it('keeps a failed decorative image hidden from assistive technology', () => {
    const { container } = show(<LazyImage src={null} alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows a picture of another site as it is: the portal has no thumbnail of it', () => {
    show(<LazyImage src="https://img.example/item.jpg" alt="Red cup" />);
    FakeObserver.instances[0]?.enter();
    expect(screen.getByRole('img', { name: 'Red cup' }).getAttribute('src')).toBe('https://img.example/item.jpg');
  });

  it('loads at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    show(<LazyImage src="/b.png" alt="Yellow bag" />);
    expect(screen.getByRole('img', { name: 'Yellow bag' }).tagName).toBe('IMG');
  });
});
