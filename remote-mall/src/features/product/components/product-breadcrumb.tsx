import { Breadcrumb } from '@chakra-ui/react/breadcrumb';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { GoodsDetail } from 'shared-contracts/api/goods';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/** Mall › category path (each a search of that category) › this goods. */
export function ProductBreadcrumb({ goods, name }: { goods: GoodsDetail; name: string }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  return (
    <Breadcrumb.Root size="sm" aria-label={intl.formatMessage({ id: 'mall.product.breadcrumb' })}>
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild><RouterLink to="/mall"><FormattedMessage id="mall.product.mall" /></RouterLink></Breadcrumb.Link>
        </Breadcrumb.Item>
        {goods.categoryPath.map((c) => (
          <Fragment key={c.id}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={`/mallSearch?categoryId=${c.id}`}>{localized(c.name, c.nameI18n, locale)}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
          </Fragment>
        ))}
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{name}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
