import { screen, waitFor, within, type ByRoleOptions } from '@testing-library/react';

/**
 * A dialog once its content is in the accessibility tree. A dialog opened over another (a confirmation or a form over
 * a drawer) is in the document a moment before its layer is set up, its content still hidden from the accessibility
 * tree: a role query inside it at that moment finds nothing, which a busy machine makes happen (docs/testing.md step 4).
 * Every dialog of the portal has a button (at least its close or cancel), so a button in it says its content is there.
 */
export function findDialog(role: 'dialog' | 'alertdialog' = 'dialog', options?: ByRoleOptions): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole(role, options);
    if (within(dialog).queryAllByRole('button').length === 0) throw new Error(`the ${role}'s content is not in the accessibility tree yet`);
    return dialog;
  });
}
