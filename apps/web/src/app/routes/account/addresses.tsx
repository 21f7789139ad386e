import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import StarOutline from '@mui/icons-material/StarOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CustomerAddress } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-panel.tsx';
import { GridList } from '../../../components/ui/grid-list.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import {
  asDefault,
  useAddresses,
  useDeleteAddress,
  useUpdateAddress,
} from '../../../features/account/api/addresses.ts';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { AddressDialog } from '../../../features/account/components/address-dialog.tsx';
import { PanelSkeleton } from '../../../features/account/components/query-state.tsx';
import { useAccountT } from '../../../features/account/i18n.ts';
import { noticeText } from '../../../features/account/session.ts';

/** The address as lines, in the order a label is written. */
export function addressLines(address: CustomerAddress): string[] {
  return [
    address.address1,
    address.address2,
    [address.city, address.state].filter(Boolean).join(', '),
    [address.postCode, address.country].filter(Boolean).join(' '),
  ].filter((line): line is string => Boolean(line));
}

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: CustomerAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useAccountT();
  const titleId = useId();
  const update = useUpdateAddress();
  const lines = addressLines(address);
  const makeDefault = () =>
    update.mutate(
      { id: address.id, input: asDefault(address) },
      {
        onSuccess: ({ message }) => notify.success(noticeText(message, 'addressUpdated')),
        onError: (error) => notify.error(error),
      },
    );
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: address.isDefault ? 'primary.main' : 'divider',
        borderWidth: address.isDefault ? 2 : 1,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box
          sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}
        >
          <Typography id={titleId} component="h2" fontWeight={700}>
            {lines[0]}
          </Typography>
          {address.isDefault ? <Chip size="small" color="primary" label={t('addresses.default')} /> : null}
        </Box>
        <Box component="address" sx={{ fontStyle: 'normal', color: 'text.secondary' }}>
          {lines.slice(1).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <Button size="small" startIcon={<EditOutlined />} onClick={onEdit} aria-describedby={titleId}>
          {t('addresses.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={onDelete}
          aria-describedby={titleId}
        >
          {t('addresses.delete')}
        </Button>
        {address.isDefault ? null : (
          <Button
            size="small"
            startIcon={<StarOutline />}
            onClick={makeDefault}
            disabled={update.isPending}
            aria-describedby={titleId}
            sx={{ marginInlineStart: 'auto' }}
          >
            {t('addresses.setDefault')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** "Delete this address?": nothing is deleted until the customer confirms. */
function DeleteDialog({ address, onClose }: { address: CustomerAddress | null; onClose: () => void }) {
  const t = useAccountT();
  const titleId = useId();
  const textId = useId();
  const remove = useDeleteAddress();
  const confirm = () => {
    if (!address) return;
    remove.mutate(address.id, {
      onSuccess: ({ message }) => {
        notify.success(noticeText(message, 'addressDeleted'));
        onClose();
      },
      onError: (error) => {
        notify.error(error);
        onClose();
      },
    });
  };
  return (
    <Dialog
      open={Boolean(address)}
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role="alertdialog"
    >
      <DialogTitle id={titleId}>{t('addresses.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {address ? t('addresses.deleteBody', { address: addressLines(address).join(', ') }) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? t('addresses.deleting') : t('addresses.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Editing = { address: CustomerAddress | null } | null;

/** /dashboard/addresses: list, add, edit, delete (confirmed), set the default (SPEC 2, 3, 8). */
export function AddressesPage() {
  const t = useAccountT();
  const { t: tc } = useTranslation();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const list = addresses.data ?? [];

  const add = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ address: null })}>
      {t('addresses.add')}
    </Button>
  );

  return (
    <AccountPage
      title={tc('pages.addresses')}
      intro={t('addresses.intro')}
      actions={list.length > 0 ? add : null}
    >
      {addresses.isPending ? (
        <PanelSkeleton rows={3} />
      ) : addresses.isError ? (
        <RetryAlert error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : list.length === 0 ? (
        <EmptyPanel icon={HomeWorkOutlined} title={t('addresses.emptyTitle')} action={add}>
          {t('addresses.emptyBody')}
        </EmptyPanel>
      ) : (
        <GridList
          aria-label={tc('pages.addresses')}
          gap={2}
          columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}
        >
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing({ address })}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </GridList>
      )}
      {editing ? (
        <AddressDialog
          key={editing.address?.id ?? 'new'}
          open
          address={editing.address}
          firstAddress={list.length === 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog address={deleting} onClose={() => setDeleting(null)} />
    </AccountPage>
  );
}
