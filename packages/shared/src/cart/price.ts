/*
 * The one price rule of an order line: the product page, the cart, the server's quote and the
 * order all call these (docs/decisions/0050-cart-core.md). Minor units; a price the viewer may
 * not see is absent (docs/decisions/0011-price-visibility.md), and so is every price made from it.
 */

export interface ProductPricing {
  /** Sold in variants: no price until a variant is chosen. */
  hasVariants: boolean;
  price?: number | undefined;
  discountPrice?: number | null | undefined;
}

export interface VariantPricing {
  price?: number | undefined;
}

export interface ChoicePricing {
  /** Added per unit. */
  priceDelta?: number | undefined;
}

export interface LinePricing {
  product: ProductPricing;
  /** The chosen variant, if any. */
  variant?: VariantPricing | null | undefined;
  /** The chosen option choices (`chosenChoices`). */
  choices?: readonly ChoicePricing[] | undefined;
}

/**
 * One unit before options: the variant's price, else the product's discount price when set and
 * lower, else its price. A product sold in variants has none until the variant is chosen.
 */
export function basePrice(product: ProductPricing, variant?: VariantPricing | null): number | undefined {
  if (variant) return variant.price ?? ownPrice(product);
  if (product.hasVariants) return undefined;
  return ownPrice(product);
}

function ownPrice({ price, discountPrice }: ProductPricing): number | undefined {
  if (price === undefined) return undefined;
  return discountPrice !== null && discountPrice !== undefined && discountPrice < price
    ? discountPrice
    : price;
}

/** What the chosen options add to one unit. */
export function choicesTotal(choices: readonly ChoicePricing[] = []): number {
  return choices.reduce((sum, c) => sum + (c.priceDelta ?? 0), 0);
}

/** One unit with its options. */
export function unitPrice({ product, variant, choices }: LinePricing): number | undefined {
  const base = basePrice(product, variant);
  return base === undefined ? undefined : base + choicesTotal(choices);
}

/** The line: one unit with its options, times the quantity. */
export function lineTotal(line: LinePricing & { quantity: number }): number | undefined {
  const unit = unitPrice(line);
  return unit === undefined ? undefined : unit * line.quantity;
}
