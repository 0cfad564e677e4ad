import { Breadcrumb } from '@chakra-ui/react/breadcrumb';
import { useAtomValue } from 'jotai';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { currentViewAtom } from '../../../../routes/view-state';
import { useViewTitle } from '../../hooks/use-view-title';
import { breadcrumbOf } from '../../menu/breadcrumb';

/** The navbar's breadcrumb; directories without a page of their own are plain text (SPEC §2 noredirect). */
export function BreadcrumbBar() {
  const intl = useIntl();
  const view = useAtomValue(currentViewAtom);
  const titleOf = useViewTitle();
  const crumbs = breadcrumbOf(view);
  return (
    <Breadcrumb.Root aria-label={intl.formatMessage({ id: 'layout.breadcrumb.label' })} size="sm" display={{ base: 'none', sm: 'block' }}
      minW="0" overflow="hidden">
      {/* One line that gives way to the controls beside it: a long trail is cut, never wrapped out of the navbar. */}
      <Breadcrumb.List flexWrap="nowrap" whiteSpace="nowrap">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${crumb.path ?? 'dir'}-${index}`}>
              <Breadcrumb.Item>
                {last || !crumb.path ? (
                  // Directories (`noredirect`) have no page of their own: text, not a link.
                  last ? <Breadcrumb.CurrentLink>{titleOf(crumb)}</Breadcrumb.CurrentLink> : <span>{titleOf(crumb)}</span>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={crumb.path}>{titleOf(crumb)}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
