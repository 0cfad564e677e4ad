import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { pageTitle } from 'shared-contracts/shell/routes/view-title';

/** SPEC §2: a page document's title, `<route title> - <product title>`, in the page's language. */
export function DocumentTitle({ titleId }: { titleId: string }) {
  const intl = useIntl();
  useEffect(() => {
    document.title = pageTitle(intl.formatMessage({ id: titleId }), intl);
  }, [intl, titleId]);
  return null;
}
