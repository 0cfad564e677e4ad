/**
 * Puts `text` on the clipboard; answers whether it got there. The Clipboard API exists only in secure contexts (the
 * portal may be served over plain HTTP inside a closed network), so without it, or when it refuses, the text is
 * selected in an off-screen field and copied the older way.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): the older way below may still work.
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  Object.assign(field.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(field);
  field.select();
  try {
    // Deprecated, yet the only way left without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    focused?.focus();
  }
}
