import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import type { SavedListKind } from '@shop/shared';
import { lazy, Suspense, useState } from 'react';
import { notify } from '../../../components/ui/toast/notify.ts';
import { useSalespersonToken, useUserToken } from '../../../lib/auth-tokens.ts';
import { useSavedIds, useSavedMutation } from '../api/saved-products.ts';
import { useCardT } from '../card-i18n.ts';

// The prompt is only needed when a visitor presses a heart: it stays out of the card's chunk.
const SignInPrompt = lazy(() => import('./sign-in-prompt.tsx'));

export interface SaveButtonProps {
  productId: number;
  /** The product's title, for the button's accessible name. */
  title: string;
  kind?: SavedListKind;
  size?: IconButtonProps['size'];
  sx?: IconButtonProps['sx'];
}

/**
 * The heart (wishlist) or star (favourites) toggle of a product. A visitor is asked to sign in
 * (SPEC 6); a customer's press is saved at once and undone if the server refuses. A salesperson
 * keeps no lists (they are the customer's), so sees no toggle.
 */
export function SaveButton({ productId, title, kind = 'wishlist', size = 'medium', sx }: SaveButtonProps) {
  const t = useCardT();
  const token = useUserToken();
  const salesperson = useSalespersonToken();
  const ids = useSavedIds(kind);
  const mutation = useSavedMutation(kind);
  const [prompt, setPrompt] = useState(false);
  const saved = ids.data?.includes(productId) ?? false;
  const ns = kind === 'wishlist' ? 'wishlist' : 'favorites';

  const onClick = () => {
    if (!token) {
      setPrompt(true);
      return;
    }
    const save = !saved;
    mutation.mutate(
      { productId, save },
      {
        onSuccess: () => notify.success(t(save ? `${ns}.added` : `${ns}.removed`)),
        onError: (error) => notify.error(error),
      },
    );
  };

  if (!token && salesperson) return null;
  const label = t(saved ? `${ns}.remove` : `${ns}.add`, { title });
  const [On, Off] = kind === 'wishlist' ? [Favorite, FavoriteBorder] : [Star, StarBorder];
  return (
    <>
      <IconButton
        aria-label={label}
        title={label}
        aria-pressed={token ? saved : undefined}
        onClick={onClick}
        size={size}
        sx={sx}
        color={saved ? 'error' : 'default'}
        disabled={Boolean(token) && ids.isPending}
      >
        {saved ? <On fontSize="inherit" /> : <Off fontSize="inherit" />}
      </IconButton>
      {prompt ? (
        <Suspense fallback={null}>
          <SignInPrompt open={prompt} onClose={() => setPrompt(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
