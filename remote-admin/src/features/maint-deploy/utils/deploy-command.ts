/** What CI runs to deploy `remote` as `version` to the portal at `origin` (scripts/deploy, docs/deploy.md). */
export function deployCommand(origin: string, remote: string, version: string, token?: string): string {
  // A placeholder the CI's secret fills in, unless the user asked for the command with their own token.
  const tokenValue = token === undefined ? '$PORTAL_TOKEN' : shellQuote(token);
  return `PORTAL_URL=${shellQuote(origin)} PORTAL_TOKEN=${tokenValue} npm run deploy -- ${remote} --version ${version}`;
}

/** Quoted only when the shell would read it otherwise (a token is base64url or a JWT: usually left bare). */
function shellQuote(value: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
