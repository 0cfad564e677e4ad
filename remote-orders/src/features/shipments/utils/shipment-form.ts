import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { optionalMultilineText, optionalText, requiredText } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  addressTextSchema, consigneeSchema, contactSchema, PLATFORM_ORDER_NO_MAX, shipQuantitySchema, SHIPPING_PLATFORMS,
  type ShippingPlatform,
} from 'shared-contracts/api/shipments';

/** The form as typed: texts, the quantity as text, the chosen pictures (uploaded only on submit). */
export type ShipmentFormValues = {
  quantity: string;
  consignee: string;
  contact: string;
  address: string;
  saveToBook: boolean;
  platform: '' | ShippingPlatform;
  platformOrderNo: string;
  orderScreenshot: File | null;
  waybill: File | null;
  remarks: string;
};

/** What a valid form gives the submit handler: the request's fields and the pictures to upload first. */
export type ShipmentFormResult = {
  quantity: number;
  consignee: string;
  contact: string;
  address: string;
  saveToBook: boolean;
  platform: ShippingPlatform | null;
  platformOrderNo: string | null;
  orderScreenshot: File | null;
  waybill: File | null;
  remarks: string | null;
};

export type ShipmentField = keyof ShipmentFormValues;

export const newShipmentValues = (): ShipmentFormValues => ({
  quantity: '', consignee: '', contact: '', address: '', saveToBook: false, platform: '', platformOrderNo: '',
  orderScreenshot: null, waybill: null, remarks: '',
});

/** A whole number as typed ("1 000" and "1,000" too); anything else NaN, which the contract refuses. */
export function parseQuantity(text: string): number {
  const digits = text.replace(/[\s.,]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

const platformOrderNoSchema = requiredText(PLATFORM_ORDER_NO_MAX, MessageKey.platformOrderNoRequired);
const remarksSchema = optionalMultilineText(500);
const optionalOrderNo = optionalText(PLATFORM_ORDER_NO_MAX);

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };

/**
 * Validates field by field with the contract's own rules (api/shipments.ts), so the form and the server refuse the
 * same input with the same message keys: quantity within `available` ('Insufficient Available Quantity'), the
 * consignee, and for TikTok and Shopee the order number and both pictures.
 */
export function shipmentResolver(available: number): Resolver<ShipmentFormValues, unknown, ShipmentFormResult> {
  return async (values): Promise<ResolverResult<ShipmentFormValues, ShipmentFormResult>> => {
    const errors: FieldErrors<ShipmentFormValues> = {};
    const take = <T>(field: ShipmentField, parsed: Parsed<T>): T | undefined => {
      if (parsed.success) return parsed.data;
      errors[field] = { type: 'validate', message: parsed.error.issues[0]?.message ?? MessageKey.validation };
      return undefined;
    };
    const quantity = take('quantity', shipQuantitySchema.safeParse(parseQuantity(values.quantity)));
    if (quantity !== undefined && quantity > available) errors.quantity = { type: 'validate', message: MessageKey.insufficientStock };
    const consignee = take('consignee', consigneeSchema.safeParse(values.consignee));
    const contact = take('contact', contactSchema.safeParse(values.contact));
    const address = take('address', addressTextSchema.safeParse(values.address));
    const remarks = take('remarks', remarksSchema.safeParse(values.remarks));
    const platform = SHIPPING_PLATFORMS.find((p) => p === values.platform) ?? null;
    const platformOrderNo = platform ? take('platformOrderNo', platformOrderNoSchema.safeParse(values.platformOrderNo))
      : take('platformOrderNo', optionalOrderNo.safeParse(''));
    if (platform && !values.orderScreenshot) errors.orderScreenshot = { type: 'required', message: MessageKey.orderScreenshotRequired };
    if (platform && !values.waybill) errors.waybill = { type: 'required', message: MessageKey.waybillRequired };
    if (Object.keys(errors).length > 0 || quantity === undefined || !consignee || !contact || !address || remarks === undefined) {
      return { values: {}, errors };
    }
    return {
      values: {
        quantity, consignee, contact, address, saveToBook: values.saveToBook, platform, platformOrderNo: platformOrderNo ?? null,
        orderScreenshot: platform ? values.orderScreenshot : null, waybill: platform ? values.waybill : null, remarks,
      },
      errors: {},
    };
  };
}

/** Keys the server answers that are about one field of the form. */
export const FIELD_OF_KEY: Readonly<Record<string, ShipmentField>> = {
  [MessageKey.insufficientStock]: 'quantity',
  [MessageKey.stockSkuNotFound]: 'quantity',
  [MessageKey.quantityRequired]: 'quantity',
  [MessageKey.consigneeRequired]: 'consignee',
  [MessageKey.contactRequired]: 'contact',
  [MessageKey.contactInvalid]: 'contact',
  [MessageKey.addressRequired]: 'address',
  [MessageKey.shippingPlatformInvalid]: 'platform',
  [MessageKey.platformOrderNoRequired]: 'platformOrderNo',
  [MessageKey.orderScreenshotRequired]: 'orderScreenshot',
  [MessageKey.waybillRequired]: 'waybill',
};

/** A server field error's path as a form field: the items' quantity is the quantity, the picture keys their pictures. */
export function formFieldOf(path: string): ShipmentField | undefined {
  if (path.startsWith('items')) return 'quantity';
  if (path === 'orderScreenshotKey') return 'orderScreenshot';
  if (path === 'waybillKey') return 'waybill';
  const fields: readonly ShipmentField[] = ['consignee', 'contact', 'address', 'platform', 'platformOrderNo', 'remarks'];
  return fields.find((f) => f === path);
}
