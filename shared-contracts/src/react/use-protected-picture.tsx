import { useEffect, useState } from 'react';
import { downloadBlob } from 'shared-contracts/http/download';

export type ProtectedPicture = { src: string | null; failed: boolean; retry: () => void };

/**
 * A picture served only to its owner and permitted staff (payment vouchers, refund pictures: docs/orders.md).
 * Tokens are sent as a Bearer header only, which an <img src> cannot send, so the picture is fetched through the
 * shared client and shown from an object URL, released when the picture changes or the view goes away.
 */
export function useProtectedPicture(url: string | null): ProtectedPicture {
  const [loaded, setLoaded] = useState<{ url: string; src: string | null; attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    downloadBlob(url, { context: { quiet: true }, signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl, attempt });
      },
      () => { if (!controller.signal.aborted) setLoaded({ url, src: null, attempt }); },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, attempt]);

  const current = loaded && loaded.url === url && loaded.attempt === attempt ? loaded : null;
  return { src: current?.src ?? null, failed: current !== null && current.src === null, retry: () => setAttempt((n) => n + 1) };
}
