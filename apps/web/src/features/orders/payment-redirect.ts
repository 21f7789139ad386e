/**
 * Leaves the shop for the payment provider's page (a card order, or paying again). One door, so
 * tests can watch it instead of the browser's unforgeable `location`.
 */
export const paymentRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};
