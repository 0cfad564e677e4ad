import { Box } from '@chakra-ui/react/box';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { pictureThumbnailUrl } from '../api/picture-thumbnail';

/** SPEC §9 "preload 1.5": an image starts loading once it is within half a viewport of the visible area. */
export const LAZY_IMAGE_ROOT_MARGIN = '50%';
/** SPEC §9: an image is tried three times before the placeholder stays. */
export const LAZY_IMAGE_ATTEMPTS = 3;
/** Wait before the n-th retry (n = 1, 2): short, growing, so a brief server hiccup is ridden out. */
export const lazyImageBackoffMs = (retry: number) => 400 * retry;

export type LazyImageProps = {
  /** The picture's address; a picture the portal serves is shown as its thumbnail (docs/storage.md). */
  src: string | null;
  alt: string;
  /** Width ÷ height of the reserved box; 1 (square) by default. */
  ratio?: number;
  width?: string | number;
  height?: string | number;
  fit?: 'cover' | 'contain';
  borderRadius?: string;
};

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * The pictures of the page the server drew (an `inert` copy in #root until the page's script replaces it), read once
 * when this module loads, before the script's first render. Empty in the portal, which nobody draws for it.
 */
const drawnPictures: ReadonlySet<string> = new Set(typeof document === 'undefined' ? []
  : [...document.querySelectorAll('[inert] img[src]')].map((img) => img.getAttribute('src') ?? ''));

/**
 * True when this picture is already on the page: on the server, which draws a page with its pictures (each `<img>`
 * loads while the page's script does), and in the browser for a picture of the page the server drew. Such a picture
 * is drawn at once, as the server drew it, without waiting for the viewport or fading in again: the script's first
 * render matches the drawn page and nothing blinks.
 */
function drawnAlready(src: string | null): boolean {
  return typeof document === 'undefined' || (src !== null && drawnPictures.has(src));
}

/**
 * An image that reserves its box (no layout shift), loads when near the viewport, retries, and shows a
 * neutral placeholder when it cannot be loaded. Without IntersectionObserver (old browsers) it loads at once.
 * Its box is small (a card, a list row, a product's gallery), so a portal picture comes as its thumbnail, never
 * the original a phone took; the page links the original where the user zooms.
 */
export function LazyImage({ src: picture, alt, ratio = 1, width = '100%', height, fit = 'cover', borderRadius }: LazyImageProps) {
  const src = pictureThumbnailUrl(picture);
  const boxRef = useRef<HTMLDivElement>(null);
  const [shown] = useState(() => drawnAlready(src));
  // Without IntersectionObserver there is no way to wait for the viewport: load at once.
  const [near, setNear] = useState(() => shown || typeof IntersectionObserver === 'undefined');
  const [phase, setPhase] = useState<Phase>(shown ? 'loaded' : 'waiting');
  // Each attempt mounts a fresh <img> (its key), since setting the same src again would not reload it.
  const [attempt, setAttempt] = useState(1);
  // Another picture in the same box starts over (adjusted while rendering, not in an effect).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setPhase('waiting');
    setAttempt(1);
  }

  useEffect(() => {
    const box = boxRef.current;
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (phase !== 'failed' || attempt >= LAZY_IMAGE_ATTEMPTS || !src) return;
    const timer = setTimeout(() => {
      setAttempt((n) => n + 1);
      setPhase('loading');
    }, lazyImageBackoffMs(attempt));
    return () => clearTimeout(timer);
  }, [phase, attempt, src]);

  const showImage = Boolean(src) && near && !(phase === 'failed' && attempt >= LAZY_IMAGE_ATTEMPTS);
  const gaveUp = !src || (phase === 'failed' && attempt >= LAZY_IMAGE_ATTEMPTS);

  return (
    <Box
      ref={boxRef}
      position="relative"
      overflow="hidden"
      width={width}
      height={height}
      aspectRatio={height === undefined ? ratio : undefined}
      borderRadius={borderRadius}
      bg="bg.muted"
      data-state={gaveUp ? 'failed' : phase}
    >
      {showImage && src && phase !== 'failed' ? (
        <img
          key={attempt}
          src={src}
          alt={alt}
          decoding="async"
          onLoad={() => setPhase('loaded')}
          onError={() => setPhase('failed')}
          style={{
            position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit,
            opacity: phase === 'loaded' ? 1 : 0, transition: 'opacity 0.2s',
          }}
        />
      ) : null}
      {gaveUp ? (
        // The placeholder carries the alt text, so the image's meaning survives its failure; a decorative
        // image (alt "") stays hidden from assistive technology, as the <img> would have been.
        <Box {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })} position="absolute" inset="0" display="flex" alignItems="center"
          justifyContent="center" color="fg.subtle">
          <ImageOff aria-hidden="true" size="30%" strokeWidth={1.5} />
        </Box>
      ) : null}
    </Box>
  );
}
