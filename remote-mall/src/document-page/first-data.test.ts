import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_ID } from 'shared-contracts/shell/prerender/draw-page';
import { takeFirstData } from './first-data';

function pageWith(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('takeFirstData', () => {
  it("puts the server's answers in the page's client, once", () => {
    const drawn = new QueryClient();
    drawn.setQueryData(['goods', 'detail', 7], { id: 7, name: 'Cotton T-shirt' });
    pageWith(JSON.stringify(dehydrate(drawn)));
    const client = new QueryClient();
    takeFirstData(client);
    expect(client.getQueryData(['goods', 'detail', 7])).toEqual({ id: 7, name: 'Cotton T-shirt' });
    expect(document.getElementById(FIRST_DATA_ID)).toBeNull();
  });

  it('leaves the client empty on a page without them or with a damaged copy', () => {
    const client = new QueryClient();
    takeFirstData(client);
    pageWith('{"queries": [');
    takeFirstData(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
