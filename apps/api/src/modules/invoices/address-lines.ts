import type { AddressSnapshot } from '../../db/schema/index.ts';

/** An address as printed: one part a line (name, company, street, city, post code, country). */
export function addressLines(address: AddressSnapshot): string[] {
  return [
    address.name,
    address.company,
    address.address1,
    address.address2,
    [address.city, address.state].filter(Boolean).join(', '),
    address.postCode,
    address.country,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}
