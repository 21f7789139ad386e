import Stack from '@mui/material/Stack';
import type { CustomerSummary } from '@shop/shared';
import { PageHeader } from '../kit/page-header.tsx';
import { PricesHiddenChip, RestrictedChip, UserStateChip } from './customer-state.tsx';

/**
 * The top of one customer's screen (the admin's and the salesperson's): name, company, the way
 * back and the customer's state chips.
 */
export function CustomerHeader({
  titleId,
  customer,
  back,
  chipsLabel,
}: {
  titleId: string;
  customer: CustomerSummary;
  back: { to: string; label: string };
  /** Names the chips for assistive technology. */
  chipsLabel?: string;
}) {
  return (
    <>
      <PageHeader
        id={titleId}
        title={`${customer.firstName} ${customer.lastName}`}
        subtitle={customer.companyName}
        back={back}
      />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 3 }} aria-label={chipsLabel}>
        <UserStateChip state={customer.state} />
        {customer.restricted ? <RestrictedChip /> : null}
        {customer.canSeePrices ? null : <PricesHiddenChip />}
      </Stack>
    </>
  );
}
