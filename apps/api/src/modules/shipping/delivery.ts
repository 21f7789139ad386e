import { type Localized, normalizeSearchText } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shippingRates, shippingZones } from '../../db/schema/index.ts';

/*
 * Which delivery methods serve an address and an order amount: the zones whose area holds the
 * address, each with the rate band the amount falls in. (The shipping-zones work refines the
 * area rules with polygons; the checkout only relies on these two functions.)
 */

export interface DeliveryAddress {
  city: string;
  country: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface DeliveryOption {
  zoneId: number;
  rateId: number;
  zone: Localized;
  rate: Localized;
  charge: number;
  taxRate: number;
  minDays: number;
  maxDays: number;
}

const cityKey = (city: string) => normalizeSearchText(city).trim().replace(/\s+/g, ' ');

export async function deliveryOptions(
  db: DbOrTx,
  { address, orderAmount }: { address: DeliveryAddress; orderAmount: number },
): Promise<DeliveryOption[]> {
  const zones = await db
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.active, true))
    .orderBy(asc(shippingZones.position));
  const city = cityKey(address.city);
  const serving = zones.filter((zone) => {
    if (zone.excludedCities.map(cityKey).includes(city)) return false;
    if (zone.areaMethod === 'general') return true;
    return zone.includedCities.map(cityKey).includes(city);
  });
  const options: DeliveryOption[] = [];
  for (const zone of serving) {
    const rates = await db
      .select()
      .from(shippingRates)
      .where(eq(shippingRates.zoneId, zone.id))
      .orderBy(asc(shippingRates.position));
    const rate = rates.find(
      (r) => r.minAmount <= orderAmount && (r.maxAmount === null || orderAmount <= r.maxAmount),
    );
    if (!rate) continue;
    options.push({
      zoneId: zone.id,
      rateId: rate.id,
      zone: zone.name,
      rate: rate.name,
      charge: rate.charge,
      taxRate: Number(zone.taxRate),
      minDays: rate.minDays,
      maxDays: rate.maxDays,
    });
  }
  return options.sort((a, b) => a.charge - b.charge);
}

export async function findDeliveryOption(
  db: DbOrTx,
  { address, orderAmount, rateId }: { address: DeliveryAddress; orderAmount: number; rateId: number },
): Promise<DeliveryOption | null> {
  return (await deliveryOptions(db, { address, orderAmount })).find((o) => o.rateId === rateId) ?? null;
}
