import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { idParams, type PaymentMethodRecord, type PaymentMethodZones } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { loadGate } from '../../back-office/kit/query-state.tsx';
import { FormFrame } from '../../back-office/kit/record-form.tsx';
import { FormScreen, localized } from '../../back-office/kit/screens.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paymentMethods, paymentMethodZonesQuery, useSetPaymentMethodZones } from './api.ts';
import { PAYMENT_METHODS_SEGMENT } from './payment-method-pages.tsx';
import { useScreenT } from './screens.ts';

/*
 * SPEC 2 payment-methods/assign-zones/{id}: the shipping zones a payment method is offered in, a
 * checklist saved as one set. No zone ticked means the method is offered everywhere.
 */

const listHref = paths.admin.to(PAYMENT_METHODS_SEGMENT);

/** /admin-panel/secure/settings/payment-methods/assign-zones/:id (and without settings/). */
export function AssignZonesPage() {
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const method = useQuery({ ...paymentMethods.detailQuery(id), enabled: parsed.success });
  const zones = useQuery({ ...paymentMethodZonesQuery(id), enabled: parsed.success });
  if (!parsed.success) return <NotFound homeHref={listHref} />;
  const loadedMethod = loadGate(method, listHref);
  if (!loadedMethod.ready) return loadedMethod.screen;
  const loadedZones = loadGate(zones, listHref);
  if (!loadedZones.ready) return loadedZones.screen;
  return <ZonesForm key={id} method={loadedMethod.data} zones={loadedZones.data} />;
}

function ZonesForm({ method, zones }: { method: PaymentMethodRecord; zones: PaymentMethodZones }) {
  const { t, ta } = useScreenT();
  const lang = useLanguage();
  const name = localized(method.name, lang);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(zones.assigned));
  const confirm = useConfirmedSubmit<number[]>();
  const save = useSetPaymentMethodZones(method.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const toggle = (zoneId: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(zoneId);
      else next.delete(zoneId);
      return next;
    });
  const flow = {
    confirm,
    saving: save.isPending,
    serverError,
    clearServerError: () => setServerError(null),
    save: () => {
      if (confirm.values === null) return;
      setServerError(null);
      save.mutate(
        { zoneIds: confirm.values },
        {
          onSuccess: (result) => {
            confirm.close();
            if (result.message) notify.success(result.message);
            setChosen(new Set(result.data.assigned));
          },
          onError: (error) => {
            confirm.close();
            const field = error instanceof ApiError ? error.fieldErrors?.zoneIds?.[0] : undefined;
            setServerError(field ?? error.message);
          },
        },
      );
    },
  };
  return (
    <FormScreen
      id="assign-zones-title"
      title={ta('pages.assignZones')}
      subtitle={name}
      back={{ to: paths.admin.to(`${PAYMENT_METHODS_SEGMENT}/${method.id}`), label: t('assignZones.back') }}
      maxWidth={800}
    >
      <FormFrame
        label={ta('pages.assignZones')}
        flow={flow}
        onSubmit={(event) => {
          event.preventDefault();
          confirm.ask(zones.zones.filter((zone) => chosen.has(zone.id)).map((zone) => zone.id));
        }}
        submitLabel={t('assignZones.save')}
        dialog={{ title: t('assignZones.saveTitle'), description: t('assignZones.saveText', { name }) }}
      >
        <Grid size={12}>
          <Typography color="text.secondary">{t('assignZones.intro', { name })}</Typography>
        </Grid>
        <Grid size={12}>
          {zones.zones.length === 0 ? (
            <Alert severity="info" role="note">
              {t('assignZones.noZones')}
            </Alert>
          ) : (
            <FormControl component="fieldset" variant="standard">
              <FormLabel component="legend">{t('assignZones.legend')}</FormLabel>
              <FormGroup>
                {zones.zones.map((zone) => (
                  <FormControlLabel
                    key={zone.id}
                    label={zone.name}
                    control={
                      <Checkbox
                        checked={chosen.has(zone.id)}
                        onChange={(event) => toggle(zone.id, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          )}
        </Grid>
        <Grid size={12}>
          <Alert severity="info" variant="outlined" role="note">
            {t('assignZones.everywhere')}
          </Alert>
        </Grid>
      </FormFrame>
    </FormScreen>
  );
}
