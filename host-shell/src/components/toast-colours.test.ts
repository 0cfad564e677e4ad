import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, LIGHT_TEXT } from '../features/layout/theme/contrast';
import { entrySystem } from '../theme/entry-system';
import { toastBackground } from 'shared-contracts/shell/components/toast-colours';

describe('toast backgrounds', () => {
  it.each(['success', 'warning', 'error'])('carry the white text of a %s toast at WCAG AA', (type) => {
    const token = toastBackground(type);
    expect(token).toBeDefined();
    const hex = entrySystem.token(`colors.${token}`);
    expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastRatio(LIGHT_TEXT, hex)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('leave info and loading toasts on the panel colours', () => {
    expect(toastBackground('info')).toBeUndefined();
    expect(toastBackground('loading')).toBeUndefined();
    expect(toastBackground(undefined)).toBeUndefined();
  });
});
