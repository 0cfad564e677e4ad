import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { SHIPMENT_STATES, SHIPPING_PLATFORMS } from 'shared-contracts/api/shipments';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { shippingMessages, shippingOwnMessages } from './messages';

describe('shipping queue messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    const ids = Object.keys(shippingOwnMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(shippingOwnMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(shippingOwnMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('name every status and platform, and carry the refusals the dialogs show', () => {
    const needed = [
      ...SHIPMENT_STATES.flatMap((s) => [`admin.ops.shipping.status.${s}`, `admin.ops.shipping.empty.${s}`]),
      ...SHIPPING_PLATFORMS.map((p) => `admin.ops.shipping.platform.${p}`),
      MessageKey.shipmentStateConflict, MessageKey.logisticsCompanyRequired, MessageKey.trackingNoRequired, MessageKey.deliveredAtInvalid,
    ];
    for (const locale of LOCALES) expect(needed.filter((id) => shippingMessages[locale][id] === undefined), locale).toEqual([]);
  });
});
