import { ShopEstimatesPage } from '../features/shop';

export default function Page() {
  return <ShopEstimatesPage />;
}
