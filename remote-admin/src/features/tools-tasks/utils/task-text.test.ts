import { describe, expect, it } from 'vitest';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { taskMessages } from '../messages';
import { KNOWN_TASKS, taskDescriptionId } from './task-text';

describe('task descriptions', () => {
  it('describes every known task in every language, the notification, live and dashboard tasks among them', () => {
    expect(KNOWN_TASKS).toEqual(expect.arrayContaining(['notifications.email-sweep', 'notifications.reminders', 'notifications.purge', 'live.trim-events', 'dashboard.rollup']));
    for (const name of KNOWN_TASKS) {
      const id = taskDescriptionId(name);
      for (const locale of LOCALES) expect(taskMessages[locale][id ?? ''], `${name} in ${locale}`).toMatch(/\S/);
    }
    expect(taskDescriptionId('custom.thing')).toBeNull();
  });
});
