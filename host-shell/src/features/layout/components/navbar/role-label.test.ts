import { describe, expect, it } from 'vitest';
import { avatarUrl } from './role-label';

describe('avatarUrl', () => {
  it('asks for the avatar\'s thumbnail: the navbar shows it small (docs/storage.md)', () => {
    expect(avatarUrl('0b1d6a7e-3c1f-4a55-9d4e-2f7a8c9e0b12.jpg')).toBe('/avatar/0b1d6a7e-3c1f-4a55-9d4e-2f7a8c9e0b12.jpg.thumb.webp');
  });

  it('is undefined without an avatar, so the initials show', () => {
    expect(avatarUrl(null)).toBeUndefined();
    expect(avatarUrl('')).toBeUndefined();
  });
});
