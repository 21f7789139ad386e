/*
 * The account screens' parts other features show (the boundary rule lets them import only the
 * files at the top of this folder): the customer-area page frame, and the address dialog the
 * checkout offers to add a delivery address with.
 */
export { AccountPage } from './components/account-page.tsx';
export { AddressDialog } from './components/address-dialog.tsx';
