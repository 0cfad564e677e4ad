import { useState } from 'react';

/**
 * What a filter field holds while the user types: it starts at the applied value and takes it again whenever that
 * changes from outside the field (a link followed while the page is open, a search elsewhere), so the box always
 * shows the filter the list is under until the user edits it.
 */
export function useFollowingDraft(applied: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  return [draft, setDraft];
}
