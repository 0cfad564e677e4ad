import { describe, expect, it } from 'vitest';
import { deployCommand } from './deploy-command';

describe('deployCommand', () => {
  it('names the portal and leaves the token to the CI’s secret', () => {
    expect(deployCommand('https://portal.example.com', 'mall', '1.2.4'))
      .toBe('PORTAL_URL=https://portal.example.com PORTAL_TOKEN=$PORTAL_TOKEN npm run deploy -- mall --version 1.2.4');
  });

  it('puts in the user’s own token when asked, quoted if the shell needs it', () => {
    expect(deployCommand('http://localhost:8080', 'orders', '1.0.0', 'abc.DEF-123_'))
      .toBe('PORTAL_URL=http://localhost:8080 PORTAL_TOKEN=abc.DEF-123_ npm run deploy -- orders --version 1.0.0');
    expect(deployCommand('http://localhost:8080', 'orders', '1.0.0', "a b'c")).toContain(`PORTAL_TOKEN='a b'\\''c'`);
  });
});
