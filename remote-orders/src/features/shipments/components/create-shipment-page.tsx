import { useParams } from 'react-router-dom';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { BatchShipment } from './batch-shipment';
import { NotInStock } from './not-in-stock';
import { SingleShipment } from './single-shipment';

/**
 * `/myInvoices/:param` (orders/CreateShipment): `param` is the SKU id from My stock, or `batch` for the spreadsheet.
 * Anonymous visitors see the sign-in prompt and no request is sent.
 */
export function CreateShipmentPage() {
  return useSignedIn() ? <CreateShipment /> : <LoginRequired />;
}

function CreateShipment() {
  const { param = '' } = useParams();
  if (param === 'batch') return <BatchShipment />;
  // The param is a SKU id; another link shows the same "not in your stock" state a SKU of someone else's does.
  return /^[1-9]\d{0,9}$/.test(param) ? <SingleShipment key={param} skuId={Number(param)} /> : <NotInStock />;
}
