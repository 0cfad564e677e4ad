import { useState } from 'react';

/** The branches of a tree the user folded (every branch open at first) and the toggle of one. */
export function useFolded(): { folded: ReadonlySet<number>; toggle: (id: number) => void } {
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) => setFolded((f) => {
    const next = new Set(f);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  return { folded, toggle };
}
