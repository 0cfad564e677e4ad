/** Every cart write invalidates `cartKeys.all`, which is the brief's agreed ['cart'] key. */
export const cartKeys = {
  all: ['cart'] as const,
  mine: () => [...cartKeys.all, 'mine'] as const,
};
