import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  it('turns on the jitless parsing zod itself reads, before zod loads', async () => {
    await import('shared-contracts/shell/zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
