import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Maintenance › Deployments (`admin/maint/Deploy`, remote-admin/src/features/maint-deploy) as an admin uses it, by
 * role and by the English texts of its messages.ts.
 */
export class DeployScreen {
  constructor(readonly page: Page) {}

  /** Picks the remote whose versions, status and history the screen shows. */
  async pick(remote: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Remote' }).selectOption(remote);
    await expect(this.versionRow('1.0.0')).toBeVisible();
  }

  /** The versions table's row of `version`. */
  versionRow(version: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: version, exact: true }) });
  }

  /** The problems listed under a version (its problems cell). */
  problemsOf(version: string): Locator {
    return this.page.getByRole('list', { name: `Why ${version} cannot go live` });
  }

  /** The one-click rollback: the status line's button, then the confirmation; answers once it is done. */
  async rollBackTo(version: string): Promise<void> {
    await this.page.getByRole('button', { name: `Roll back to ${version}` }).click();
    const confirm = this.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: `Roll back to ${version}` }).click();
    await expect(confirm).toBeHidden();
  }

  /** Asks to activate `version`; answers the confirmation dialog, confirmed (it stays open when refused). */
  async activate(version: string): Promise<Locator> {
    await this.versionRow(version).getByRole('button', { name: `Activate ${version}` }).click();
    const confirm = this.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Activate', exact: true }).click();
    return confirm;
  }

  /** The status line above the versions: "Active version: 1.0.0". */
  activeVersion(version: string): Locator {
    return this.page.getByText(`Active version: ${version}`, { exact: true });
  }
}

/** Tools › Remote modules (`admin/tools/Remotes`, remote-admin/src/features/tools-remotes): one card per remote. */
export class RemotesScreen {
  constructor(readonly page: Page) {}

  /** The card of `remote`: the one holding its Roll back button. */
  card(remote: string): Locator {
    return this.page.locator('.chakra-card__root').filter({ has: this.page.getByRole('button', { name: `Roll back ${remote}`, exact: true }) });
  }

  /** The card's one-click rollback, confirmed; answers once the dialog has closed. */
  async rollBack(remote: string, to: string): Promise<void> {
    await this.page.getByRole('button', { name: `Roll back ${remote}`, exact: true }).click();
    const confirm = this.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: `Roll back to ${to}` }).click();
    await expect(confirm).toBeHidden();
  }
}
