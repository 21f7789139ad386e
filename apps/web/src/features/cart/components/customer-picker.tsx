import Alert from '@mui/material/Alert';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { NativeSelect, type NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { salesCustomer } from '../../../lib/buyer.ts';
import { pickableCustomersQuery } from '../api.ts';
import { useCartT } from '../i18n.ts';

/** How long the search waits for the typing to pause before asking the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * SPEC 2: "In the cart, a salesperson selects the user to order for". Its own customers (the
 * salesperson area's list), searched on the server; picking one sets `salesCustomer`
 * (lib/buyer.ts), and the cart, checkout and orders are then that customer's.
 */
export function CustomerPicker({
  customerId,
  pickedName,
  onPicked,
}: {
  customerId: number | null;
  /** The picked customer as the cart names it, kept in the list while a search leaves it out. */
  pickedName: { name: string; companyName: string } | null;
  onPicked: (name: string) => void;
}) {
  const t = useCartT();
  const titleId = useId();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => setSearch(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  const customers = useQuery(pickableCustomersQuery(search));

  const label = (name: string, company: string) => (company ? t('picker.customer', { name, company }) : name);
  const listed = customers.data?.items ?? [];
  const options: NativeSelectOption<string>[] = [
    { value: '', label: t('picker.choose') },
    ...listed.map((c) => ({
      value: String(c.id),
      label: label(`${c.firstName} ${c.lastName}`, c.companyName),
    })),
  ];
  const picked = customerId === null ? '' : String(customerId);
  if (picked && !options.some((o) => o.value === picked)) {
    options.push({
      value: picked,
      label: pickedName ? label(pickedName.name, pickedName.companyName) : `#${picked}`,
    });
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('picker.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography component="label" htmlFor={searchId} variant="caption" color="text.secondary">
            {t('picker.search')}
          </Typography>
          <OutlinedInput
            id={searchId}
            size="small"
            type="search"
            value={typed}
            placeholder={t('picker.searchHint')}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Stack>
        <NativeSelect
          label={t('picker.label')}
          value={picked}
          options={options}
          onChange={(value) => {
            salesCustomer.set(value || null);
            const chosen = listed.find((c) => String(c.id) === value);
            if (chosen) onPicked(`${chosen.firstName} ${chosen.lastName}`);
          }}
          sx={{ flex: 1, mt: { sm: 2.5 } }}
        />
      </Stack>
      {customers.isError ? (
        <RetryAlert
          error={customers.error}
          title={t('picker.loadError')}
          onRetry={() => void customers.refetch()}
          sx={{ mt: 2 }}
        />
      ) : customers.data && listed.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('picker.none')}
        </Alert>
      ) : null}
    </Paper>
  );
}
