import { describe, expect, it } from 'vitest';
import { storableText } from './storable-text';

describe('storableText', () => {
  it('escapes NUL, other control characters and lone surrogates, and keeps tabs, line breaks and pairs', () => {
    expect(storableText('a\u0000b', 100)).toBe('a\\u0000b');
    expect(storableText('\u0001\u001f\u007f\u0085', 100)).toBe('\\u0001\\u001f\\u007f\\u0085');
    expect(storableText('high \ud800 alone', 100)).toBe('high \\ud800 alone');
    expect(storableText('low \udc00 alone', 100)).toBe('low \\udc00 alone');
    expect(storableText('\udc00\ud800', 100)).toBe('\\udc00\\ud800');
    expect(storableText('at the end \ud83d', 100)).toBe('at the end \\ud83d');
    expect(storableText('line\nnext\r\n\ttab', 100)).toBe('line\nnext\r\n\ttab');
    expect(storableText('Mua hàng 采购 😀', 100)).toBe('Mua hàng 采购 😀');
    expect(storableText('', 10)).toBe('');
  });

  it('cuts to the bound with a mark, never inside a pair', () => {
    expect(storableText('x'.repeat(20), 10)).toBe(`${'x'.repeat(10)}…`);
    expect(storableText('x'.repeat(10), 10)).toBe('x'.repeat(10));
    // The pair would straddle the bound: it goes whole.
    expect(storableText(`${'x'.repeat(9)}😀y`, 10)).toBe(`${'x'.repeat(9)}…`);
    expect(storableText(`${'x'.repeat(8)}😀y`, 10)).toBe(`${'x'.repeat(8)}😀…`);
  });

  it('bounds the text after escaping too', () => {
    expect(storableText('\u0000'.repeat(4), 10)).toBe('\\u0000\\u00…');
    expect(storableText('\u0000', 6)).toBe('\\u0000');
    expect(storableText('a'.repeat(1_000_000) + '\u0000', 5)).toBe('aaaaa…');
  });

  it('never gives a NUL or a lone surrogate, whatever the bound', () => {
    const hostile = ['\u0000', '\ud800', '\udfff', 'a\ud83d', 'x'.repeat(3) + '😀'];
    for (const value of hostile) {
      for (const max of [1, 2, 3, 4, 5, 100]) {
        const kept = storableText(value, max);
        // What JSON.stringify then writes is free of `\u0000` and lone `\udxxx` escapes, which jsonb refuses.
        expect(kept.includes('\u0000'), JSON.stringify(value)).toBe(false);
        expect(kept, JSON.stringify(value)).not.toMatch(/\p{Cs}/u);
      }
    }
  });
});
