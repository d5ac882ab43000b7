import { Link } from 'react-router';
import { storefrontPath } from '#app/lib/seller-format';

/** A seller's name that opens their storefront, wherever an order or offer names who sells it. */
export function SellerLink({ seller }: { seller: { id: string; name: string } }) {
  return (
    <Link to={storefrontPath(seller.id)} className="font-medium text-text hover:text-primary hover:underline">
      {seller.name}
    </Link>
  );
}
