import { ErrorPage } from './error-page';

/** /404: where unknown paths end (SPEC §2, §8). */
export function NotFoundPage() {
  return <ErrorPage code="404" />;
}
