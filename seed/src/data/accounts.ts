/**
 * The demo accounts. Their passwords are printed by the server at start and in the README, so
 * they are deliberately public: never reuse them for a real shop. A shop reachable from the
 * network seeds them with random passwords instead (ADR 0029).
 */
import type { DemoAccount } from '../../../apps/api/src/db/seed-if-empty.ts';

export type { DemoAccount };

export const ADMINS = [
  { name: 'Sarah Whitfield', email: 'super@wholesale.test', password: 'Super-admin-2026', isSuperAdmin: true },
  { name: 'James Carter', email: 'admin@wholesale.test', password: 'Admin-demo-2026', isSuperAdmin: false },
] as const;

export const SALESPERSON = {
  firstName: 'Omar',
  lastName: 'Siddiqui',
  email: 'sales@wholesale.test',
  phone: '07700900456',
  password: 'Sales-demo-2026',
  code: 'SP-001',
} as const;

export const CUSTOMERS = [
  {
    key: 'buyer',
    firstName: 'Amira',
    lastName: 'Haddad',
    companyName: 'Haddad Fashion Retail Ltd',
    companyNumber: '12874563',
    email: 'buyer@wholesale.test',
    mobile: '07700900123',
    landline: '01214960555',
    password: 'Buyer-demo-2026',
    userCode: 'CU-00001',
    approved: true,
    address: {
      country: 'United Kingdom',
      city: 'Birmingham',
      state: 'West Midlands',
      address1: '42 Soho Road',
      address2: 'Handsworth',
      postCode: 'B21 9LY',
    },
  },
  {
    key: 'pending',
    firstName: 'Daniel',
    lastName: 'Okafor',
    companyName: 'Okafor Outfitters Ltd',
    companyNumber: '13550217',
    email: 'pending@wholesale.test',
    mobile: '07700900789',
    landline: '01134960321',
    password: 'Pending-demo-2026',
    userCode: 'CU-00002',
    approved: false,
    address: {
      country: 'United Kingdom',
      city: 'Leeds',
      state: 'West Yorkshire',
      address1: '7 Kirkgate Market Buildings',
      address2: '',
      postCode: 'LS2 7HY',
    },
  },
] as const;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { kind: 'admin', role: 'Super admin', login: ADMINS[0].email, password: ADMINS[0].password },
  { kind: 'admin', role: 'Admin', login: ADMINS[1].email, password: ADMINS[1].password },
  {
    kind: 'salesperson',
    role: `Salesperson (${SALESPERSON.code})`,
    login: SALESPERSON.email,
    password: SALESPERSON.password,
  },
  { kind: 'customer', role: 'Customer (approved)', login: CUSTOMERS[0].email, password: CUSTOMERS[0].password },
  { kind: 'customer', role: 'Customer (pending)', login: CUSTOMERS[1].email, password: CUSTOMERS[1].password },
];
