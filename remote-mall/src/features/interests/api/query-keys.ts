/** Adding an interest invalidates `interestKeys.all`, so /myInterest shows it at once. */
export const interestKeys = {
  all: ['interests'] as const,
  mine: (q: { page: number; size: number }) => [...interestKeys.all, 'mine', q] as const,
};
