import { useErrorTextOr } from 'shared-contracts/react/labelled-field';

/** Text of a field error of the admin pages; an untranslated key shows their generic hint. */
export const useErrorText = () => useErrorTextOr('admin.form.invalid');
