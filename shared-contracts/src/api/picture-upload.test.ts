import { describe, expect, it } from 'vitest';
import { MessageKey } from './message-keys';
import { pictureProblem } from './picture-upload';

describe('pictureProblem', () => {
  it('takes PNG, JPEG, WebP and GIF up to 5 MiB', () => {
    expect(pictureProblem(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(pictureProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(MessageKey.uploadTypeNotAllowed);
    expect(pictureProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toBe(MessageKey.uploadFileTooLarge);
    expect(pictureProblem(new File([], 'empty.png', { type: 'image/png' }))).toBe(MessageKey.uploadFileRequired);
  });
});
