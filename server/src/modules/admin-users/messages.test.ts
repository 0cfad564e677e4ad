import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { systemMessages } from 'shared-contracts/i18n/messages-system';

const ownKeys = Object.values(MessageKey).filter((k) => k.startsWith('system.'));

describe('back office System messages', () => {
  it.each(['en', 'cn', 'vi'] as const)('gives a %s text for exactly the system.* keys', (lang) => {
    const texts: Record<string, string> = systemMessages[lang];
    expect(ownKeys.length).toBeGreaterThan(20);
    expect(Object.keys(texts).sort()).toEqual([...ownKeys].sort());
    for (const key of ownKeys) expect(texts[key], `${lang} ${key}`).toMatch(/\S/);
  });

  it('translates rather than copies: cn has Chinese, vi differs from en', () => {
    const en: Record<string, string> = systemMessages.en;
    const cn: Record<string, string> = systemMessages.cn;
    const vi: Record<string, string> = systemMessages.vi;
    for (const key of ownKeys) {
      expect(cn[key]).toMatch(/[\u4e00-\u9fff]/);
      expect(vi[key]).not.toBe(en[key]);
    }
  });
});
