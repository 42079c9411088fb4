import { SignedInShop } from './SignedInShop';
import { Storefront } from './Storefront';
import classes from './shop.module.css';

/** `/shop`: the buyer's storefront. */
export function ShopHome() {
  return (
    <SignedInShop>
      {(me) => (
        <div className={classes.stack}>
          <div>
            <h2 className={classes.title}>Welcome, {me.shop.name}</h2>
            <p className={`${classes.text} ${classes.dimmed}`}>Signed in as {me.buyer.email}.</p>
          </div>
          <Storefront />
        </div>
      )}
    </SignedInShop>
  );
}
