import { ShopHome } from '../features/shop';

export default function Page() {
  return <ShopHome />;
}
