import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { serverMonitorMessages } from 'shared-contracts/i18n/messages-server-monitor';

const ownKeys = Object.values(MessageKey).filter((k) => k.startsWith('monitor.sql.') || k.startsWith('monitor.server.'));

describe('server and SQL monitor messages', () => {
  it.each(['en', 'cn', 'vi'] as const)('gives a %s text for exactly the monitor.sql.* and monitor.server.* keys', (lang) => {
    const texts: Record<string, string> = serverMonitorMessages[lang];
    expect(ownKeys.length).toBeGreaterThan(1);
    expect(Object.keys(texts).sort()).toEqual([...ownKeys].sort());
    for (const key of ownKeys) expect(texts[key], `${lang} ${key}`).toMatch(/\S/);
  });
});
