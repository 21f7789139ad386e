/*
 * The money of an order (SPEC 3 "Order": sub-total, options total, discount total, VAT total,
 * shipping cost, grand total), computed once, here, for the server's quote and the order it
 * writes (docs/decisions/0053-checkout-and-orders.md). Integer minor units throughout. Prices are
 * net of VAT (a wholesale price list); VAT is computed per line on the line's amount after its
 * share of the discount, rounded half-up, and every total is the sum of its rounded parts.
 */

/** One line as the server priced it from the database. */
export interface TotalsLineInput {
  /** One unit before options (`basePrice`). */
  unitPrice: number;
  /** What the chosen options add to one unit (`choicesTotal`). */
  optionsPrice: number;
  quantity: number;
  /** The line's VAT rate in percent, two decimals at most (its product's tax group, else the default). */
  taxRate: number;
}

export interface TotalsCoupon {
  type: 'percent' | 'fixed';
  /** Percent for `percent`, minor units for `fixed`. */
  value: number;
}

export interface TotalsShipping {
  /** The delivery charge, net. */
  charge: number;
  /** VAT on the delivery, percent. */
  taxRate: number;
}

export interface TotalsLine {
  unitPrice: number;
  optionsPrice: number;
  quantity: number;
  taxRate: number;
  /** (unit + options) × quantity. */
  lineSubtotal: number;
  /** This line's share of the coupon's discount. */
  lineDiscount: number;
  /** VAT on lineSubtotal − lineDiscount. */
  lineVat: number;
  /** lineSubtotal − lineDiscount + lineVat. */
  lineTotal: number;
}

export interface OrderTotals {
  lines: TotalsLine[];
  /** Σ unit × quantity: the goods before options. */
  subTotal: number;
  /** Σ options × quantity. */
  optionsTotal: number;
  discountTotal: number;
  /** VAT of the lines plus VAT of the delivery. */
  vatTotal: number;
  /** The delivery charge, net. */
  shippingCost: number;
  shippingVat: number;
  grandTotal: number;
}

/** The amounts an order's row keeps of its totals (the delivery's VAT is inside `vatTotal`). */
export const orderAmountsOf = (t: OrderTotals): Omit<OrderTotals, 'lines' | 'shippingVat'> => ({
  subTotal: t.subTotal,
  optionsTotal: t.optionsTotal,
  discountTotal: t.discountTotal,
  vatTotal: t.vatTotal,
  shippingCost: t.shippingCost,
  grandTotal: t.grandTotal,
});

/** A percentage with at most two decimals as basis points (20 → 2000, 5.5 → 550). */
function basisPoints(rate: number): number {
  const bp = Math.round(rate * 100);
  if (!Number.isFinite(rate) || bp < 0 || bp > 10_000) throw new RangeError(`Not a rate: ${rate}`);
  return bp;
}

/** `amount × rate %`, rounded half-up: exact for every amount a PostgreSQL integer holds. */
export function percentOf(amount: number, rate: number): number {
  return Math.floor((amount * basisPoints(rate) + 5_000) / 10_000);
}

function whole(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole amount: ${value}`);
  return value;
}

/** The coupon's discount on goods worth `goods`: never more than the goods. */
export function couponDiscount(coupon: TotalsCoupon | null | undefined, goods: number): number {
  if (!coupon) return 0;
  const raw = coupon.type === 'percent' ? percentOf(goods, coupon.value) : coupon.value;
  return Math.min(whole(raw, 'discount'), goods);
}

/**
 * `total` shared out in proportion to `weights`, each share whole, the shares summing to `total`
 * exactly (largest remainder; ties go to the earlier line).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((s, v) => s + v, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Every amount of an order from its lines, coupon and delivery. */
export function orderTotals(
  lines: readonly TotalsLineInput[],
  coupon?: TotalsCoupon | null,
  shipping?: TotalsShipping | null,
): OrderTotals {
  const gross = lines.map((line) => {
    whole(line.quantity, 'quantity');
    return (whole(line.unitPrice, 'unit price') + whole(line.optionsPrice, 'options price')) * line.quantity;
  });
  const goods = gross.reduce((s, v) => s + v, 0);
  const discounts = allocate(couponDiscount(coupon, goods), gross);
  const priced: TotalsLine[] = lines.map((line, i) => {
    const lineSubtotal = gross[i] ?? 0;
    const lineDiscount = discounts[i] ?? 0;
    const lineVat = percentOf(lineSubtotal - lineDiscount, line.taxRate);
    return {
      unitPrice: line.unitPrice,
      optionsPrice: line.optionsPrice,
      quantity: line.quantity,
      taxRate: line.taxRate,
      lineSubtotal,
      lineDiscount,
      lineVat,
      lineTotal: lineSubtotal - lineDiscount + lineVat,
    };
  });
  const shippingCost = whole(shipping?.charge ?? 0, 'shipping charge');
  const shippingVat = shipping ? percentOf(shippingCost, shipping.taxRate) : 0;
  const sum = (pick: (line: TotalsLine) => number) => priced.reduce((s, line) => s + pick(line), 0);
  return {
    lines: priced,
    subTotal: sum((l) => l.unitPrice * l.quantity),
    optionsTotal: sum((l) => l.optionsPrice * l.quantity),
    discountTotal: sum((l) => l.lineDiscount),
    vatTotal: sum((l) => l.lineVat) + shippingVat,
    shippingCost,
    shippingVat,
    grandTotal: sum((l) => l.lineTotal) + shippingCost + shippingVat,
  };
}
