import { ShopSignIn } from '../features/shop';

export default function Page() {
  return <ShopSignIn />;
}
