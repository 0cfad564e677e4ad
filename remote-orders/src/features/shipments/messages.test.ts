import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { IMPORT_COLUMNS, SHIPMENT_STATES, SHIPPING_PLATFORMS } from 'shared-contracts/api/shipments';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { shipmentMessages, shipmentOwnMessages } from './messages';

describe('shipment messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    const ids = Object.keys(shipmentOwnMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(shipmentOwnMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(shipmentOwnMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('name every status, platform and import column, and the server keys the pages show', () => {
    const needed = [
      ...SHIPMENT_STATES.map((s) => `shipments.status.${s}`),
      ...SHIPPING_PLATFORMS.map((p) => `shipments.platform.${p}`),
      ...IMPORT_COLUMNS.map((c) => `shipments.batch.column.${c}`),
      MessageKey.insufficientStock, MessageKey.importRowsInvalid, MessageKey.uploadTypeNotAllowed, MessageKey.contactInvalid,
    ];
    for (const locale of LOCALES) expect(needed.filter((id) => shipmentMessages[locale][id] === undefined), locale).toEqual([]);
  });
});
