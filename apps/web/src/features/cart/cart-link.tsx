import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useBuyer } from '../../lib/buyer.ts';
import { cartOwnerOf, cartQuery } from './api.ts';

/**
 * The header's cart link with its badge: the number of items of the buyer's cart (SPEC 3
 * totalItems), the server's cart shared with the cart page and the product page through the query
 * cache. The header loads it lazily, and only for a signed-in buyer: a visitor's first load
 * (ADR 0037) carries none of it, and asks for no cart.
 */
export default function CartLink() {
  const { t } = useTranslation('store');
  const owner = cartOwnerOf(useBuyer());
  const { data } = useQuery(cartQuery(owner));
  const count = data?.totalItems ?? 0;
  const label = count > 0 ? t('account.cartCount', { count }) : t('account.cart');
  return (
    <IconButton color="inherit" component={RouterLink} to={paths.cart} aria-label={label} title={label}>
      <Badge badgeContent={count} color="primary" max={999}>
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
