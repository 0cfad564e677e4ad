/**
 * The part of `qrcode` (1.5, its browser build) the cashier uses: the encoder's module matrix, drawn as SVG by
 * components/qr-code.tsx. Declared here rather than with @types/qrcode, which brings a second, newer @types/node.
 */
declare module 'qrcode' {
  export type QRCodeErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';
  export interface BitMatrix {
    size: number;
    get(row: number, col: number): number | boolean;
  }
  export interface QRCode {
    modules: BitMatrix;
    version: number;
  }
  export function create(text: string, options?: { errorCorrectionLevel?: QRCodeErrorCorrectionLevel }): QRCode;
}
