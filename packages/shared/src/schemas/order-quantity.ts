import { z } from 'zod';
import { toLatinDigits } from '../arabic.ts';
import { PG_INT_MAX } from '../constants.ts';
import { validationMessage } from '../errors.ts';

// ---------------------------------------------------------------------------------------------
// The quantity of an order line (SPEC 5 "Cart and order", SPEC 8 "Maximum Available Quantity is
// …"): a whole number from 1 to the most that may be ordered (the stock, the product's cap per
// order). Typed on the product page, in the cart, by a salesperson: digits in any script.
// ---------------------------------------------------------------------------------------------

/** Digits, an optional sign and an optional fraction: a number someone typed (a fraction is refused). */
const TYPED_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export type QuantityCheck = { ok: true; value: number } | { ok: false; message: string };

/**
 * The quantity rule, for the form (which must not load zod on the product page) and, through
 * `orderQuantity`, for the routes. `input` is what was typed (Arabic-Indic and Persian digits
 * read as 0–9) or a JSON number. The message is a shared validation message
 * (`validation.quantityMax|{"max":120}`), translated by either side.
 */
export function checkOrderQuantity(input: unknown, max: number = PG_INT_MAX): QuantityCheck {
  let value: number;
  if (typeof input === 'number') {
    value = input;
  } else if (typeof input === 'string') {
    const text = toLatinDigits(input.trim()).replace(/\u2212/g, '-');
    if (!text) return { ok: false, message: validationMessage('quantityMin') };
    if (!TYPED_NUMBER.test(text)) return { ok: false, message: validationMessage('number') };
    value = Number(text);
  } else if (input === undefined || input === null) {
    return { ok: false, message: validationMessage('quantityMin') };
  } else {
    return { ok: false, message: validationMessage('number') };
  }
  if (!Number.isFinite(value)) return { ok: false, message: validationMessage('number') };
  if (value < 1) return { ok: false, message: validationMessage('quantityMin') };
  if (!Number.isInteger(value)) return { ok: false, message: validationMessage('quantityWhole') };
  if (value > max) return { ok: false, message: validationMessage('quantityMax', { max }) };
  return { ok: true, value };
}

/**
 * The quantity of an order line as a schema (the cart and order routes): a JSON number or a typed
 * number, checked by `checkOrderQuantity`; `max` is the most that may be ordered, when known.
 */
export const orderQuantity = (max: number = PG_INT_MAX) =>
  z.union([z.number(), z.string()], { error: validationMessage('number') }).transform((input, ctx) => {
    const checked = checkOrderQuantity(input, max);
    if (checked.ok) return checked.value;
    ctx.issues.push({ code: 'custom', message: checked.message, input });
    return z.NEVER;
  });
