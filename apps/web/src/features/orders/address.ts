/** The parts of an address a label shows (a customer's saved address or an order's copy of it). */
export interface AddressParts {
  name?: string | null | undefined;
  company?: string | null | undefined;
  address1: string;
  address2?: string | null | undefined;
  city: string;
  state?: string | null | undefined;
  postCode?: string | null | undefined;
  country: string;
  phone?: string | null | undefined;
}

/** The address as lines, in the order a label is written. */
export function addressLines(address: AddressParts): string[] {
  return [
    address.name,
    address.company,
    address.address1,
    address.address2,
    [address.city, address.state].filter(Boolean).join(', '),
    [address.postCode, address.country].filter(Boolean).join(' '),
    address.phone,
  ].filter((line): line is string => Boolean(line));
}
