import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { maintenanceMessages } from 'shared-contracts/i18n/messages-maintenance';
import { monitorLogMessages } from 'shared-contracts/i18n/messages-monitor-logs';
import { serverMonitorMessages } from 'shared-contracts/i18n/messages-server-monitor';
import { storageMessages } from 'shared-contracts/i18n/messages-storage';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { agreementMessages } from '../features/register/agreement-messages';
import { registerMessages } from '../features/register/messages';
import { registerRoleMessages } from '../features/register/role-messages';
import { userCenterMessages } from '../features/user-center/messages';
import { deployMessages } from 'shared-contracts/i18n/messages-deploy';
import { HOST_MESSAGE_TABLES, hostMessages } from './host-messages';
import type { MessageTable } from 'shared-contracts/shell/i18n/merge-messages';

/** The tables the pages in chunks of their own bring along (withRemoteMessages), held to the same rules. */
const PAGE_MESSAGE_TABLES = { registerMessages, registerRoleMessages, agreementMessages, userCenterMessages };
const ALL_TABLES: Readonly<Record<string, MessageTable>> = { ...HOST_MESSAGE_TABLES, ...PAGE_MESSAGE_TABLES };

describe('host messages', () => {
  it.each(Object.entries(ALL_TABLES))('%s has the same ids in en, cn and vi, none empty', (_name, table) => {
    const ids = Object.keys(table.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(table[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(table[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('never gives one id two different texts (a later table would silently win)', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, table] of Object.entries(ALL_TABLES)) {
      for (const id of Object.keys(table.en)) {
        const first = owner.get(id);
        if (!first) {
          owner.set(id, name);
          continue;
        }
        // Repeating a table (the user centre brings the contracts' texts along) is harmless; differing is not.
        const differs = LOCALES.some((locale) => ALL_TABLES[first]?.[locale][id] !== table[locale][id]);
        if (differs) clashes.push(`${id}: ${first} and ${name}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('translates every server message key in every language (SPEC §8), but the back-office tools\' own', () => {
    // Keys only the monitoring, maintenance and storage routes answer travel with their admin pages' messages
    // (remote-admin features/*/messages.ts), off the mall's first load (e2e first-load-budget.spec.ts).
    const pageOwned = [monitorLogMessages, serverMonitorMessages, maintenanceMessages, storageMessages, deployMessages];
    for (const locale of LOCALES) {
      const messages = hostMessages(locale);
      const missing = Object.values(MessageKey).filter((key) => messages[key] === undefined
        && !pageOwned.some((table) => (table[locale] as Record<string, string>)[key] !== undefined));
      expect(missing, locale).toEqual([]);
    }
  });

  it('keeps the exact SPEC §8 texts', () => {
    const en = hostMessages('en');
    expect(en[MessageKey.emailInvalid]).toBe('Please Enter The Correct Email Address');
    expect(en[MessageKey.passwordMismatch]).toBe('The Password Entered Twice Is Inconsistent');
    expect(en[MessageKey.agreementRequired]).toBe('Please Read And Agree To The User Registration Agreement First');
    expect(en['error.timeout']).toBe('network request timeout');
    expect(hostMessages('cn')['app.title']).toBe('跨境采购服务平台');
  });
});
