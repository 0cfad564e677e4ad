import { ErrorPage } from './error-page';

/** /401: where a 403 answer from the API sends the user (SPEC §6, §8). */
export function UnauthorizedPage() {
  return <ErrorPage code="401" />;
}
