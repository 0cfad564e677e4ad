/**
 * A payment picture (`GET api/payments/files/…`, for its uploader and staff with payment:list): fetched with the
 * token and shown from an object URL (the shared hook, which refund pictures use too).
 */
export { useProtectedPicture as usePaymentPicture } from 'shared-contracts/react/use-protected-picture';
