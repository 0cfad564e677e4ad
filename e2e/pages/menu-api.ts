import { expect, type APIRequestContext } from '@playwright/test';

/** A row of `api/menus` (shared-contracts/src/api/menus.ts), as much of it as the journeys read. */
export type MenuRow = {
  id: number;
  type: 0 | 1 | 2;
  title: string;
  componentName: string | null;
  component: string | null;
  permission: string | null;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The admin's menu API (docs/menus-and-dictionaries.md): what the menu screen does, without the screen.
 * Role links live on menu entries, so editing an entry linked to a role changes what that role may do.
 */
export class MenuApi {
  constructor(private readonly request: APIRequestContext, private readonly token: string) {}

  /** The one entry whose field `key` is `value`, found through the flat `blurry` search. */
  async find(key: 'componentName' | 'permission', value: string): Promise<MenuRow> {
    const answer = await this.request.get('/api/menus', { headers: bearer(this.token), params: { blurry: value } });
    expect(answer.ok(), `menus?blurry=${value} answered ${answer.status()}`).toBe(true);
    const { content } = (await answer.json()) as { content: MenuRow[] };
    const matches = content.filter((row) => row[key] === value);
    expect(matches, `one menu entry with ${key} ${value}`).toHaveLength(1);
    return matches[0] as MenuRow;
  }

  /** `PUT api/menus` with the whole row back and `changes` applied, as the edit form sends it. */
  async update(row: MenuRow, changes: Partial<MenuRow>): Promise<MenuRow> {
    const answer = await this.request.put('/api/menus', { headers: bearer(this.token), data: { ...row, ...changes } });
    expect(answer.ok(), `PUT menus ${row.id} answered ${answer.status()} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as MenuRow;
  }

  /** `POST api/menus`: a new entry (linked to no role: admin sees it at once). */
  async create(body: Record<string, unknown>): Promise<MenuRow> {
    const answer = await this.request.post('/api/menus', { headers: bearer(this.token), data: body });
    expect(answer.status(), `POST menus answered ${answer.status()} ${await answer.text()}`).toBe(201);
    return (await answer.json()) as MenuRow;
  }

  /** `DELETE api/menus`: the entries with all their descendants. */
  async remove(ids: number[]): Promise<void> {
    const answer = await this.request.delete('/api/menus', { headers: bearer(this.token), data: ids });
    expect(answer.ok(), `DELETE menus answered ${answer.status()} ${await answer.text()}`).toBe(true);
  }
}
