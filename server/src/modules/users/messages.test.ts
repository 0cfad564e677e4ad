import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { usersMessages } from 'shared-contracts/i18n/messages-users';

const ownKeys = Object.values(MessageKey).filter((k) => /^(user|upload)\./.test(k));

describe('personal-centre and upload messages', () => {
  it.each(['en', 'cn', 'vi'] as const)('gives a %s text for exactly the user.* and upload.* keys', (lang) => {
    const texts: Record<string, string> = usersMessages[lang];
    expect(ownKeys.length).toBe(10);
    expect(Object.keys(texts).sort()).toEqual([...ownKeys].sort());
    for (const key of ownKeys) expect(texts[key], `${lang} ${key}`).toMatch(/\S/);
  });

  it('translates rather than copies: cn and vi differ from en', () => {
    const en: Record<string, string> = usersMessages.en;
    for (const key of ownKeys) {
      expect(usersMessages.cn[key as keyof typeof usersMessages.cn]).toMatch(/[\u4e00-\u9fff]/);
      expect(usersMessages.vi[key as keyof typeof usersMessages.vi]).not.toBe(en[key]);
    }
  });
});
