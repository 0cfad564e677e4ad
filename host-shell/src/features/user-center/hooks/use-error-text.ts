import { useErrorTextOr } from 'shared-contracts/react/labelled-field';

/** Text of a field error of the personal centre; an untranslated key shows its generic hint. */
export const useErrorText = () => useErrorTextOr('userCenter.error.invalid');
