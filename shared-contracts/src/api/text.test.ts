import { describe, expect, it } from 'vitest';
import { MessageKey } from './message-keys';
import { multilineText, text } from './text';
import { miniText } from './text-mini';

const keyOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the shared text refinement', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['escape', 'a\u001bb'],
    ['DEL', '\u007f'],
    ['a C1 control', 'a\u0085b'],
  ])('refuses %s in every text field', (_name, value) => {
    expect(keyOf(text().safeParse(value))).toBe(MessageKey.invalidCharacters);
    expect(keyOf(multilineText().safeParse(value))).toBe(MessageKey.invalidCharacters);
    expect(keyOf(miniText().safeParse(value))).toBe(MessageKey.invalidCharacters);
  });

  it('allows tab and line breaks in multi-line fields only', () => {
    for (const value of ['line one\nline two', 'a\tb', 'windows\r\nline']) {
      expect(multilineText().safeParse(value).success).toBe(true);
      expect(keyOf(text().safeParse(value))).toBe(MessageKey.invalidCharacters);
    }
  });

  it('accepts what people write: accents, Chinese, emoji, combining marks', () => {
    for (const value of ['Áo thun cotton nam', '连衣裙 夏季', 'Nguye\u0302\u0303n', '👍 ok', 'ｆｕｌｌ']) {
      expect(text().safeParse(value).success).toBe(true);
      expect(miniText().safeParse(value).success).toBe(true);
    }
  });

  it('keeps chaining like z.string()', () => {
    const schema = text({ message: MessageKey.required }).trim().min(1, MessageKey.required).max(3, MessageKey.tooLong);
    expect(schema.parse('  ab ')).toBe('ab');
    expect(keyOf(schema.safeParse('abcd'))).toBe(MessageKey.tooLong);
    expect(keyOf(schema.safeParse(5))).toBe(MessageKey.required);
  });
});
