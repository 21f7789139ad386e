import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CustomerSummary, DEFAULT_ADMIN_LIMIT, type SalespersonRecord } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { type Column, DataTable } from '../../back-office/kit/data-table.tsx';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { linkColumn } from '../../back-office/kit/screens.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { translateMessage } from '../../i18n/index.ts';
import { isApiError } from '../../lib/api-client.ts';
import '../../back-office/i18n.ts';
import { salespersonName } from '../../back-office/customers/customer-views.tsx';
import { userListQuery } from '../users/api.ts';
import { useAssignCustomers, useUnassignCustomer } from './api.ts';

const fullName = (u: CustomerSummary) => `${u.firstName} ${u.lastName}`;

/** Picks customers by searching (every customer, showing who looks after each now). */
function AssignCustomersDialog({
  salesperson,
  open,
  onClose,
}: {
  salesperson: SalespersonRecord;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const assign = useAssignCustomers(salesperson.id);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const [fieldError, setFieldError] = useState<string | null>(null);
  const name = `${salesperson.firstName} ${salesperson.lastName}`;

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  useEffect(() => {
    if (open) {
      setInput('');
      setChosen(new Map());
      setFieldError(null);
    }
  }, [open]);

  const results = useQuery({
    ...userListQuery({
      sort: 'name',
      page: 1,
      perPage: DEFAULT_ADMIN_LIMIT,
      ...(term ? { search: term } : {}),
    }),
    enabled: open,
  });
  const toggle = (u: CustomerSummary) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (next.has(u.id)) next.delete(u.id);
      else next.set(u.id, fullName(u));
      return next;
    });

  return (
    <ConfirmDialog
      open={open}
      title={t('salespeople.customers.dialogTitle', { name })}
      description={t('salespeople.customers.dialogText', { name })}
      confirmLabel={t('salespeople.customers.assignCount', { total: chosen.size })}
      confirmDisabled={chosen.size === 0}
      pending={assign.isPending}
      onClose={onClose}
      onConfirm={() =>
        assign.mutate([...chosen.keys()], {
          onSuccess: (result) => {
            notify.success(result.message ?? t('salespeople.done.assigned', { count: result.data.assigned }));
            onClose();
          },
          onError: (error) => {
            const message = isApiError(error) ? error.fieldErrors?.userIds?.[0] : undefined;
            if (message) setFieldError(message);
            else {
              notify.error(error);
              onClose();
            }
          },
        })
      }
    >
      <TextField
        type="search"
        label={t('salespeople.customers.searchLabel')}
        helperText={t('users.searchHelp')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        fullWidth
        size="small"
        autoFocus
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {t('salespeople.customers.selected', { count: chosen.size })}
      </Typography>
      {fieldError ? (
        <Typography role="alert" color="error" variant="body2">
          {translateMessage(fieldError)}
        </Typography>
      ) : null}
      <List dense sx={{ maxHeight: 320, overflowY: 'auto', mt: 1 }} aria-busy={results.isFetching}>
        {results.data?.items.length === 0 ? (
          <ListItem>
            <ListItemText primary={t('salespeople.customers.noResults')} />
          </ListItem>
        ) : null}
        {results.data?.items.map((u) => {
          const labelId = `assign-customer-${u.id}`;
          const mine = u.salesperson?.id === salesperson.id;
          return (
            <ListItem key={u.id} disablePadding>
              <ListItemButton onClick={() => toggle(u)} disabled={mine} dense>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox
                    edge="start"
                    checked={mine || chosen.has(u.id)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={`${fullName(u)} · ${u.companyName}`}
                  secondary={
                    mine
                      ? t('salespeople.customers.alreadyMine')
                      : u.salesperson
                        ? t('salespeople.customers.currently', { name: salespersonName(u.salesperson) })
                        : t('users.noSalesperson')
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </ConfirmDialog>
  );
}

/** The customers a salesperson looks after, with ways to add and remove them. */
export function AssignedCustomers({ salesperson }: { salesperson: SalespersonRecord }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_ADMIN_LIMIT);
  const [sort, setSort] = useState('name');
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<CustomerSummary | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const unassign = useUnassignCustomer();
  const query = useQuery({
    ...userListQuery({ salesperson_id: salesperson.id, page, perPage, sort }),
    placeholderData: keepPreviousData,
  });
  const name = `${salesperson.firstName} ${salesperson.lastName}`;
  const columns: Column<CustomerSummary>[] = [
    linkColumn({
      id: 'name',
      label: t('users.columns.name'),
      href: (u) => paths.admin.to(`users/${u.id}`),
      text: fullName,
    }),
    { id: 'company', label: t('users.columns.company'), sortKey: 'company', render: (u) => u.companyName },
    {
      id: 'email',
      label: t('users.columns.contact'),
      hideBelow: 'md',
      render: (u) => <bdi dir="ltr">{u.email}</bdi>,
    },
    {
      id: 'remove',
      label: t('list.actions'),
      align: 'right',
      render: (u) => (
        <Button
          size="small"
          color="error"
          onClick={() => {
            setRemoving(u);
            setRemoveOpen(true);
          }}
          aria-label={t('salespeople.customers.removeLabel', { customer: fullName(u) })}
        >
          {t('salespeople.customers.remove')}
        </Button>
      ),
    },
  ];
  return (
    <DetailCard title={t('salespeople.customers.title', { total: salesperson.customerCount })}>
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setAssigning(true)}>
          {t('salespeople.customers.assign')}
        </Button>
      </Box>
      <DataTable
        caption={t('salespeople.customers.caption', { name })}
        columns={columns}
        rows={query.data?.items}
        meta={query.data?.meta}
        params={{
          page,
          perPage,
          sort,
          setPage,
          setPerPage: (n) => {
            setPerPage(n);
            setPage(1);
          },
          toggleSort: (key) => {
            setSort((current) => (current === key ? `-${key}` : key));
            setPage(1);
          },
        }}
        rowKey={(u) => u.id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          <Typography color="text.secondary" component="p">
            {t('salespeople.customers.empty')}
          </Typography>
        }
      />
      <AssignCustomersDialog salesperson={salesperson} open={assigning} onClose={() => setAssigning(false)} />
      <ConfirmDialog
        open={removeOpen}
        title={t('salespeople.customers.removeTitle')}
        description={t('salespeople.customers.removeText', {
          customer: removing ? fullName(removing) : '',
          name,
        })}
        confirmLabel={t('salespeople.customers.remove')}
        destructive
        pending={unassign.isPending}
        onClose={() => setRemoveOpen(false)}
        onConfirm={() => {
          if (!removing) return;
          unassign.mutate(removing.id, {
            onSuccess: (result) => {
              setRemoveOpen(false);
              notify.success(result.message ?? t('users.done.salespersonUnassigned'));
            },
            onError: (error) => {
              setRemoveOpen(false);
              notify.error(error);
            },
          });
        }}
      />
    </DetailCard>
  );
}
