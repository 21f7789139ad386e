import {
  coupons,
  paymentMethods,
  paymentMethodZones,
  shippingRates,
  shippingZones,
} from '../../../apps/api/src/db/schema/index.ts';
import { COUPONS, PAYMENT_METHODS, SHIPPING_ZONE } from '../data/commerce.ts';
import { must, type SeedContext } from './context.ts';

/** Payment and delivery: the shipping zone with its rates, the payment methods, a coupon. */
export async function seedCommerce(ctx: SeedContext): Promise<void> {
  const zoneId = await seedShipping(ctx);
  await seedPaymentMethods(ctx, zoneId);
  await ctx.tx.insert(coupons).values(
    COUPONS.map((c) => ({
      code: c.code,
      type: c.type,
      value: c.value,
      minCartAmount: c.minCartAmount,
      startsAt: ctx.daysAgo(c.startsDaysAgo),
      endsAt: ctx.daysAgo(-c.endsInDays),
      description: c.description,
    })),
  );
}

async function seedShipping({ tx, assets }: SeedContext): Promise<number> {
  const [zone] = await tx
    .insert(shippingZones)
    .values({
      name: SHIPPING_ZONE.name,
      image: assets.shippingZone,
      areaMethod: SHIPPING_ZONE.areaMethod,
      rateMode: 'many',
      taxRate: SHIPPING_ZONE.taxRate,
    })
    .returning({ id: shippingZones.id });
  const zoneId = must(zone, 'shipping zone').id;
  await tx.insert(shippingRates).values(
    SHIPPING_ZONE.rates.map((r, position) => ({
      zoneId,
      name: r.name,
      minAmount: r.min,
      maxAmount: r.max,
      charge: r.charge,
      minDays: r.minDays,
      maxDays: r.maxDays,
      position,
    })),
  );
  return zoneId;
}

/** Every payment method, each offered in the shipping zone. */
async function seedPaymentMethods({ tx, assets }: SeedContext, zoneId: number): Promise<void> {
  for (const [position, m] of PAYMENT_METHODS.entries()) {
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        code: m.code,
        name: m.name,
        displayName: m.displayName,
        note: m.note,
        provider: m.provider,
        gateway: m.gateway,
        online: m.online,
        installment: m.installment,
        enabled: m.enabled,
        minLimit: m.minLimit,
        maxLimit: m.maxLimit,
        logo: assets.paymentIcons.get(m.code) ?? null,
        position,
      })
      .returning({ id: paymentMethods.id });
    await tx.insert(paymentMethodZones).values({ paymentMethodId: must(row, 'payment method').id, zoneId });
  }
}
