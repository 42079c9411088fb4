import { ShopEstimates } from './ShopEstimates';
import { SignedInShop } from './SignedInShop';

/** `/shop/estimates` in the shop's shell, for a signed-in buyer only. */
export function ShopEstimatesPage() {
  return <SignedInShop>{() => <ShopEstimates />}</SignedInShop>;
}
