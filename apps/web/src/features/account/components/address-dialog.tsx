import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import {
  type CustomerAddress,
  type CustomerAddressInput,
  customerAddressInput,
  type LatLngPoint,
} from '@shop/shared';
import { useId, useState } from 'react';
import { Controller, type FieldPath, type UseFormReturn, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { GeoMapField } from '../../../components/ui/map/geo-map.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { translateMessage } from '../../../i18n/index.ts';
import { placeServerErrorsOrSay } from '../../../lib/server-errors.ts';
import { useDeployment } from '../../site/deployment.ts';
import { useCreateAddress, useUpdateAddress } from '../api/addresses.ts';
import { useAccountT } from '../i18n.ts';
import { noticeText } from '../session.ts';

const FIELDS: ReadonlyArray<FieldPath<CustomerAddressInput>> = [
  'country',
  'city',
  'state',
  'address1',
  'address2',
  'postCode',
  'isDefault',
  'latitude',
  'longitude',
];

/** The text fields in the dialog's order: the address lines across, the rest two a row. */
const TEXT_FIELDS: ReadonlyArray<{
  name: 'address1' | 'address2' | 'city' | 'state' | 'postCode' | 'country';
  autoComplete: string;
  required?: boolean;
  wide?: boolean;
  ltr?: boolean;
}> = [
  { name: 'address1', autoComplete: 'address-line1', required: true, wide: true },
  { name: 'address2', autoComplete: 'address-line2', wide: true },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'postCode', autoComplete: 'postal-code', ltr: true },
  { name: 'country', autoComplete: 'country-name', required: true },
];

function toFormValues(address: CustomerAddress | null, firstAddress: boolean): CustomerAddressInput {
  return {
    country: address?.country ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    postCode: address?.postCode ?? '',
    isDefault: address?.isDefault ?? firstAddress,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
  };
}

/**
 * The optional pin (ADR 0051): off, the address has none; on, one marker on the lazy map (or its
 * "lat, lng" text), which shipping zones drawn on the map match.
 */
function PinOnMap({ form }: { form: UseFormReturn<CustomerAddressInput> }) {
  const t = useAccountT();
  const { mapTileUrl, region } = useDeployment();
  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  const pinned = typeof latitude === 'number' && typeof longitude === 'number';
  const [open, setOpen] = useState(pinned);
  const { errors } = form.formState;
  const error = errors.latitude?.message ?? errors.longitude?.message;
  const setPin = (point: LatLngPoint | undefined) => {
    form.setValue('latitude', point ? point[0] : null, { shouldDirty: true });
    form.setValue('longitude', point ? point[1] : null, { shouldDirty: true });
    form.clearErrors(['latitude', 'longitude']);
  };
  return (
    <Box sx={{ mt: 1 }}>
      <FormControlLabel
        label={t('addresses.pinOnMap')}
        control={
          <Switch
            checked={open}
            onChange={(event) => {
              setOpen(event.target.checked);
              if (!event.target.checked) setPin(undefined);
            }}
          />
        }
      />
      <FormHelperText sx={{ mt: 0 }}>{t('addresses.pinHelp')}</FormHelperText>
      {open ? (
        <Box sx={{ mt: 1.5 }}>
          <GeoMapField
            mode="pin"
            label={t('addresses.pinLabel')}
            points={pinned ? [[latitude, longitude]] : []}
            onChange={(points) => setPin(points[0])}
            tileUrl={mapTileUrl}
            region={region}
            height={260}
            error={error ? translateMessage(error) : undefined}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Add or edit one address (SPEC 3, 5: country, city and address1 required). The first address is
 * always the default (the server says so too), so its box is ticked and fixed. The parent mounts
 * it per address (a `key`), so the form starts from that address.
 */
export function AddressDialog({
  open,
  address,
  firstAddress,
  onClose,
}: {
  open: boolean;
  /** null: a new address. */
  address: CustomerAddress | null;
  firstAddress: boolean;
  onClose: () => void;
}) {
  const t = useAccountT();
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CustomerAddressInput>({
    resolver: zodResolver(customerAddressInput),
    defaultValues: toFormValues(address, firstAddress),
  });
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const pending = create.isPending || update.isPending;
  const defaultLocked = firstAddress || Boolean(address?.isDefault);

  const close = () => {
    setServerError(null);
    form.clearErrors();
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    const handlers = {
      onSuccess: ({ message }: { message?: string }) => {
        notify.success(noticeText(message, address ? 'addressUpdated' : 'addressAdded'));
        close();
      },
      onError: (error: Error) => setServerError(placeServerErrorsOrSay(error, form.setError, FIELDS)),
    };
    if (address) update.mutate({ id: address.id, input: values }, handlers);
    else create.mutate(values, handlers);
  });

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{address ? t('addresses.editTitle') : t('addresses.addTitle')}</DialogTitle>
        <DialogContent>
          {serverError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverError}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {TEXT_FIELDS.map(({ name, autoComplete, required = false, wide = false, ltr = false }, i) => (
              <FormTextField
                key={name}
                form={form}
                name={name}
                label={t(`fields.${name}`)}
                hint={required ? undefined : t('fields.optional')}
                autoComplete={autoComplete}
                required={required}
                ltr={ltr}
                autoFocus={i === 0}
                sx={wide ? { gridColumn: '1 / -1' } : undefined}
              />
            ))}
          </Box>
          <Controller
            control={form.control}
            name="isDefault"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                label={t('addresses.makeDefault')}
                control={
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    disabled={defaultLocked}
                  />
                }
              />
            )}
          />
          <PinOnMap form={form} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={pending} label={t('addresses.save')} pendingLabel={t('common.saving')} />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
