import { zodResolver } from '@hookform/resolvers/zod';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AdminMenuDetails,
  type AdminMenuRecord,
  idParams,
  MENU_TYPES,
  type MenuDefinitions,
  type MenuInput,
  type MenuItemType,
  type MenuKind,
  type MenuPlacement,
  menuInput,
  RECORD_STATUSES,
} from '@shop/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ImagePickerField } from '../../back-office/gallery/image-picker-field.tsx';
import {
  errorAt,
  ImageField,
  placeServerErrors,
  RegisteredTextField,
  SelectField,
  SwitchField,
} from '../../back-office/kit/fields.tsx';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { loadGate } from '../../back-office/kit/query-state.tsx';
import { DeleteRecord, FormFrame } from '../../back-office/kit/record-form.tsx';
import { DeclaredFields, fieldPathsOf } from '../../back-office/kit/resource-screens.tsx';
import { onOff, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { isApiError } from '../../lib/api-client.ts';
import {
  combinableMenusQuery,
  type MenuCandidate,
  menuCandidatesQuery,
  menuDefinitionsQuery,
  menus,
} from './api.ts';
import { useMenusT } from './i18n.ts';
import { OrderedPicker, type PickedEntry, useDebounced } from './item-picker.tsx';

/** Items and combined menus are kept beside the form (they carry names for display). */
const formSchema = menuInput.omit({ items: true, combinedMenuIds: true });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const LIST_ERRORS = ['items', 'combinedMenuIds'] as const;
const MEDIA_GALLERY_MAX = 30;
/** ADR 0013: a single-product menu shows one product. */
const SINGLE_PRODUCT_MAX = 1;

const listPath = paths.admin.to('menu');
/** A third of the form's row from `md`, half from `sm`. */
const THIRD = { xs: 12, sm: 6, md: 4 } as const;
const menuPath = (m: Pick<AdminMenuRecord, 'id'>) => paths.admin.to(`menu/${m.id}`);
/** The storefront page of a menu (`/menus/{type}/{menu}`, SPEC 2). */
export const storefrontMenuPath = (m: Pick<AdminMenuRecord, 'type' | 'slug'>) =>
  `/menus/${m.type}/${encodeURIComponent(m.slug)}`;

type Combined = PickedEntry;

function MediaGalleryField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const t = useMenusT();
  // A new slot has no image yet; it is kept here until one is chosen.
  const [slots, setSlots] = useState(0);
  const count = value.length + slots;
  return (
    <Box role="group" aria-labelledby="media-gallery-label">
      <Typography id="media-gallery-label" component="h3" variant="subtitle1" fontWeight={600}>
        {t('form.mediaGallery')} ({value.length} / {MEDIA_GALLERY_MAX})
      </Typography>
      <FormHelperText sx={{ mt: 0 }}>{t('form.mediaGalleryHelp')}</FormHelperText>
      {error ? <FormHelperText error>{translateMessage(error)}</FormHelperText> : null}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {value.map((url, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an image may be used twice, so its place is part of its identity
          <Grid key={`${url}-${index}`} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ImagePickerField
              label={t('form.mediaGalleryItem', { n: index + 1 })}
              name={`mediaGallery.${index}`}
              value={url}
              onChange={(next) =>
                onChange(
                  next ? value.map((v, i) => (i === index ? next : v)) : value.filter((_, i) => i !== index),
                )
              }
            />
          </Grid>
        ))}
        {Array.from({ length: slots }, (_, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have no identity until an image is picked
          <Grid key={`slot-${slot}`} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ImagePickerField
              label={t('form.mediaGalleryItem', { n: value.length + slot + 1 })}
              name={`mediaGallery.${value.length + slot}`}
              value={null}
              onChange={(next) => {
                setSlots((s) => s - 1);
                if (next) onChange([...value, next]);
              }}
            />
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteOutline />}
              onClick={() => setSlots((s) => s - 1)}
            >
              {t('form.removeSlot')}
            </Button>
          </Grid>
        ))}
      </Grid>
      <Button
        sx={{ mt: 2 }}
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlined />}
        disabled={count >= MEDIA_GALLERY_MAX}
        onClick={() => setSlots((s) => s + 1)}
      >
        {t('form.addMediaImage')}
      </Button>
    </Box>
  );
}

function MenuForm({ menu, definitions }: { menu?: AdminMenuDetails; definitions: MenuDefinitions }) {
  const t = useMenusT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const editing = menu !== undefined;
  const create = menus.useCreate();
  const update = menus.useUpdate(menu?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const confirm = useConfirmedSubmit<MenuInput>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [items, setItems] = useState<MenuCandidate[]>(
    menu?.items.map((i) => ({ id: i.id, name: i.name, image: i.image })) ?? [],
  );
  const [combined, setCombined] = useState<Combined[]>([]);
  const [listErrors, setListErrors] = useState<Partial<Record<(typeof LIST_ERRORS)[number], string>>>({});
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [itemsCleared, setItemsCleared] = useState(false);
  const [itemSearch, setItemSearch] = useState('');
  const [menuSearch, setMenuSearch] = useState('');

  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(menu, definitions),
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    reset,
    formState: { errors },
  } = form;
  const placement = useWatch({ control, name: 'placement' }) as MenuPlacement;
  const kind = useWatch({ control, name: 'kind' }) as MenuKind;
  const itemType = useWatch({ control, name: 'itemType' }) as MenuItemType;
  const kinds = definitions.placements.find((p) => p.placement === placement)?.kinds ?? [];
  const kindDef = kinds.find((k) => k.key === kind);
  const mediaFields = kindDef?.media_fields ?? [];
  const canCombine = definitions.isMenusCombinable && Boolean(kindDef?.isCombinable);
  const maxItems = kind === 'single-product' ? SINGLE_PRODUCT_MAX : undefined;
  const itemCandidates = useQuery(menuCandidatesQuery(itemType, useDebounced(itemSearch.trim())));
  const debouncedMenuSearch = useDebounced(menuSearch.trim());
  const menuCandidates = useQuery({
    ...combinableMenusQuery(debouncedMenuSearch),
    enabled: canCombine,
    // Only plain menus can be combined (one level, ADR 0013), never the menu itself.
    select: (list: AdminMenuRecord[]): Combined[] =>
      list
        .filter((m) => m.combinedMenuIds.length === 0 && m.id !== menu?.id)
        .map((m) => ({ id: m.id, name: m.name, image: m.image })),
  });

  // The names of the menus already combined (the record keeps only their ids).
  const combinedIds = menu?.combinedMenuIds ?? [];
  const known = useQueries({
    queries: combinedIds.map((id) => menus.detailQuery(id)),
    combine: (results) => (results.every((r) => r.isSuccess) ? results.map((r) => r.data) : undefined),
  });
  const [combinedLoaded, setCombinedLoaded] = useState(combinedIds.length === 0);
  useEffect(() => {
    if (combinedLoaded || !known) return;
    setCombined(known.map((m) => ({ id: m.id, name: m.name, image: m.image })));
    setCombinedLoaded(true);
  }, [known, combinedLoaded]);

  // A placement offers some kinds only; a kind lists some item types only (ADR 0013).
  useEffect(() => {
    if (kinds.length > 0 && !kindDef) setValue('kind', kinds[0]?.key ?? 'bundle');
  }, [kinds, kindDef, setValue]);
  useEffect(() => {
    if (kindDef && !kindDef.item_types.includes(itemType)) {
      setValue('itemType', kindDef.item_types[0] ?? 'products');
    }
  }, [kindDef, itemType, setValue]);
  const [shownType, setShownType] = useState(itemType);
  useEffect(() => {
    if (itemType === shownType) return;
    setShownType(itemType);
    if (items.length > 0) {
      setItems([]);
      setItemsCleared(true);
    }
  }, [itemType, shownType, items.length]);
  useEffect(() => {
    if (maxItems !== undefined && items.length > maxItems) setItems((list) => list.slice(0, maxItems));
  }, [maxItems, items.length]);

  const onError = (error: Error) => {
    confirm.close();
    const fieldErrors = isApiError(error) ? (error.fieldErrors ?? {}) : {};
    const rows: Record<number, string> = {};
    for (const [key, messages] of Object.entries(fieldErrors)) {
      const match = /^items\.(\d+)$/.exec(key);
      if (match && messages[0]) rows[Number(match[1])] = messages[0];
    }
    setRowErrors(rows);
    const lists = {
      items: fieldErrors.items?.[0],
      combinedMenuIds: fieldErrors.combinedMenuIds?.[0],
    };
    setListErrors(lists);
    const placed = placeServerErrors(error, setError, fieldPathsOf(form.getValues()));
    if (!placed && !lists.items && !lists.combinedMenuIds && Object.keys(rows).length === 0) {
      setServerError(error.message);
    }
  };
  const save = () => {
    const values = confirm.values;
    if (!values) return;
    setServerError(null);
    setListErrors({});
    setRowErrors({});
    if (menu) {
      update.mutate(values, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('done.updated'));
          reset(valuesOf(result.data, definitions));
        },
        onError,
      });
    } else {
      create.mutate(values, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('done.created'));
          navigate(menuPath(result.data), { replace: true });
        },
        onError,
      });
    }
  };
  const pending = confirm.values;
  const kindLabel = (key: string) => kinds.find((k) => k.key === key)?.display[lang] ?? key;

  return (
    <FormFrame
      label={editing ? t('edit') : t('add')}
      // The button waits for the combined menus to load, so that a save cannot drop them.
      flow={{
        confirm,
        save,
        saving: saving || !combinedLoaded,
        serverError,
        clearServerError: () => setServerError(null),
      }}
      onSubmit={handleSubmit((values) => {
        setServerError(null);
        confirm.ask({
          ...values,
          items: items.map((i) => i.id),
          combinedMenuIds: canCombine ? combined.map((c) => c.id) : [],
        });
      })}
      submitLabel={editing ? t('form.save') : t('form.create')}
      dialog={{
        title: editing ? t('confirm.saveTitle') : t('confirm.createTitle'),
        description: pending
          ? t('confirm.text', {
              name: pending.name[lang] || pending.name.en,
              placement: t(`placement.${pending.placement}`),
              kind: kindLabel(pending.kind),
              count: pending.items.length,
            })
          : '',
      }}
    >
      <DeclaredFields<Values, Output>
        form={form}
        fields={[
          {
            kind: 'localized',
            name: 'name',
            label: t('form.name'),
            required: true,
            helperText: t('form.nameHelp'),
            sideBySideFrom: 'md',
          },
          {
            kind: 'select',
            name: 'type',
            label: t('form.type'),
            required: true,
            disabled: editing,
            choices: MENU_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
            helperText: editing ? t('form.typeFixed') : t('form.typeHelp'),
            size: THIRD,
          },
          {
            kind: 'select',
            name: 'status',
            label: t('form.status'),
            required: true,
            choices: RECORD_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) })),
            size: THIRD,
          },
          {
            kind: 'number',
            name: 'position',
            label: t('form.position'),
            min: 0,
            helperText: t('form.positionHelp'),
            size: THIRD,
          },
          {
            kind: 'image',
            name: 'image',
            label: t('form.image'),
            required: true,
            empty: null,
            size: { xs: 12, md: 6 },
          },
          { kind: 'heading', key: 'where', text: t('form.where'), divider: true },
          {
            kind: 'select',
            name: 'placement',
            label: t('form.placement'),
            required: true,
            choices: definitions.placements.map((p) => ({
              value: p.placement,
              label: t(`placement.${p.placement}`),
            })),
            helperText: t('form.placementHelp'),
            size: THIRD,
          },
          {
            kind: 'select',
            name: 'kind',
            label: t('form.kind'),
            required: true,
            choices: kinds.map((k) => ({ value: k.key, label: kindLabel(k.key) })),
            helperText: kinds.length === 1 ? t('form.kindOnlyBundle') : t('form.kindHelp'),
            size: THIRD,
          },
          {
            kind: 'select',
            name: 'layout',
            label: t('form.layout'),
            choices: definitions.layouts.map((v) => ({ value: v, label: t(`layout.${v}`) })),
            size: THIRD,
          },
          definitions.deviceTypes.length > 0 && {
            kind: 'select',
            name: 'deviceType',
            label: t('form.deviceType'),
            emptyLabel: t('device.all'),
            choices: definitions.deviceTypes.map((v) => ({ value: v, label: t(`device.${v}`) })),
            helperText: t('form.deviceTypeHelp'),
            size: THIRD,
          },
        ]}
      />

      {kindDef && (mediaFields.length > 0 || kindDef.media_type === 'video') ? (
        <>
          <Grid size={12}>
            <Divider />
            <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
              {t('form.media')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('form.mediaHelp', { kind: kindLabel(kindDef.key) })}
            </Typography>
          </Grid>
          {mediaFields.includes('banner_image') ? (
            <Grid size={{ xs: 12, md: 6 }}>
              <ImageField<Values>
                control={control}
                name="bannerImage"
                label={t('form.bannerImage')}
                error={errorAt(errors, 'bannerImage')}
              />
              <Box sx={{ mt: 1 }}>
                <SwitchField<Values>
                  control={control}
                  name="blurBanner"
                  label={t('form.blurBanner')}
                  help={t('form.blurBannerHelp')}
                />
              </Box>
            </Grid>
          ) : null}
          {mediaFields.includes('poster_image') ? (
            <Grid size={{ xs: 12, md: 6 }}>
              <ImageField<Values>
                control={control}
                name="posterImage"
                label={t('form.posterImage')}
                error={errorAt(errors, 'posterImage')}
              />
            </Grid>
          ) : null}
          {kindDef.media_type === 'video' ? (
            <Grid size={12}>
              <RegisteredTextField<Values>
                name="video"
                register={register}
                label={t('form.video')}
                required
                ltr
                autoComplete="off"
                error={errors.video?.message}
                helperText={t('form.videoHelp')}
                slotProps={{ htmlInput: { inputMode: 'url' } }}
                emptyAsUndefined
              />
            </Grid>
          ) : null}
          {mediaFields.includes('media_gallery_items') ? (
            <Grid size={12}>
              <Controller
                control={control}
                name="mediaGallery"
                render={({ field }) => (
                  <MediaGalleryField
                    value={(field.value as string[] | undefined) ?? []}
                    onChange={field.onChange}
                    error={errorAt(errors, 'mediaGallery')}
                  />
                )}
              />
            </Grid>
          ) : null}
        </>
      ) : null}
      {kindDef?.media_type ? (
        <Grid size={12}>
          <SwitchField<Values>
            control={control}
            name="hideText"
            label={t('form.hideText')}
            help={t('form.hideTextHelp')}
          />
        </Grid>
      ) : null}

      <Grid size={12}>
        <Divider />
        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          {t('form.content')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <SelectField<Values>
          control={control}
          name="itemType"
          label={t('form.itemType')}
          required
          choices={(kindDef?.item_types ?? []).map((v) => ({ value: v, label: t(`itemType.${v}`) }))}
          error={errors.itemType?.message}
          helperText={t('form.itemTypeHelp')}
        />
      </Grid>
      <Grid size={12}>
        {itemsCleared ? (
          <Alert severity="info" sx={{ mb: 2 }} onClose={() => setItemsCleared(false)}>
            {t('form.itemsCleared')}
          </Alert>
        ) : null}
        <OrderedPicker<MenuCandidate>
          label={t(`picker.items.${itemType}`)}
          searchLabel={t(`picker.search.${itemType}`)}
          value={items}
          onChange={(next) => {
            setItems(next);
            setRowErrors({});
          }}
          input={itemSearch}
          onInput={setItemSearch}
          candidates={itemCandidates}
          max={maxItems}
          error={listErrors.items}
          rowErrors={rowErrors}
          emptyText={t('picker.empty')}
        />
      </Grid>
      {canCombine ? (
        <Grid size={12}>
          <OrderedPicker<Combined>
            label={t('form.combined')}
            searchLabel={t('form.combinedSearch')}
            value={combined}
            onChange={setCombined}
            input={menuSearch}
            onInput={setMenuSearch}
            candidates={menuCandidates}
            max={20}
            error={listErrors.combinedMenuIds}
            emptyText={t('form.combinedEmpty')}
            searchHelp={t('form.combinedHelp')}
            exclude={menu ? [menu.id] : []}
          />
        </Grid>
      ) : null}
    </FormFrame>
  );
}

function valuesOf(menu: AdminMenuRecord | undefined, definitions: MenuDefinitions): Values {
  const firstKind = definitions.placements.find((p) => p.placement === 'home')?.kinds[0]?.key ?? 'bundle';
  return {
    name: menu?.name ?? { en: '', ar: '' },
    status: menu?.status ?? 'active',
    image: menu?.image ?? '',
    type: menu?.type ?? 'navbar',
    kind: menu?.kind ?? firstKind,
    placement: menu?.placement ?? 'home',
    layout: menu?.layout ?? 'horizontal',
    deviceType: menu?.deviceType ?? null,
    itemType: menu?.itemType ?? 'products',
    bannerImage: menu?.bannerImage ?? null,
    blurBanner: menu?.blurBanner ?? false,
    posterImage: menu?.posterImage ?? null,
    video: menu?.video ?? null,
    mediaGallery: menu?.mediaGallery ?? [],
    hideText: menu?.hideText ?? false,
    position: menu?.position ?? 0,
  };
}

/** Loads the deployment's menu definitions, which every menu form needs. */
function WithDefinitions({ children }: { children: (definitions: MenuDefinitions) => React.ReactNode }) {
  const query = useQuery(menuDefinitionsQuery());
  const loaded = loadGate(query, listPath);
  if (!loaded.ready) return loaded.screen;
  return <>{children(loaded.data)}</>;
}

/** /admin-panel/secure/menu/add. */
export function AddMenuPage() {
  const t = useMenusT();
  return (
    <Box component="section" aria-labelledby="add-menu-title" sx={{ maxWidth: 1100 }}>
      <PageHeader id="add-menu-title" title={t('add')} back={{ to: listPath, label: t('back') }} />
      <WithDefinitions>{(definitions) => <MenuForm definitions={definitions} />}</WithDefinitions>
    </Box>
  );
}

/** /admin-panel/secure/menu/:id: edit (items included), delete. */
export function EditMenuPage() {
  const t = useMenusT();
  const lang = useLanguage();
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...menus.detailQuery(id), enabled: parsed.success });
  const remove = menus.useRemove();
  if (!parsed.success) return <NotFound homeHref={listPath} />;
  const loaded = loadGate(query, listPath);
  if (!loaded.ready) return loaded.screen;
  const menu = loaded.data;
  const name = menu.name[lang] || menu.name.en;
  return (
    <Box component="section" aria-labelledby="menu-title" sx={{ maxWidth: 1100 }}>
      <PageHeader
        id="menu-title"
        title={name}
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <StatusChip {...onOff(menu.status === 'active', t('status.active'), t('status.inactive'))} />
            {menu.status === 'active' ? (
              <Link href={storefrontMenuPath(menu)} target="_blank" rel="noopener">
                <bdi dir="ltr">{storefrontMenuPath(menu)}</bdi>
              </Link>
            ) : (
              <bdi dir="ltr">{storefrontMenuPath(menu)}</bdi>
            )}
          </Box>
        }
        back={{ to: listPath, label: t('back') }}
      />
      <Stack spacing={3}>
        <WithDefinitions>
          {(definitions) => <MenuForm key={menu.id} menu={menu} definitions={definitions} />}
        </WithDefinitions>
        <DeleteRecord
          label={t('delete')}
          title={t('confirm.deleteTitle')}
          description={t('confirm.deleteText', { name })}
          done={t('done.deleted')}
          backTo={listPath}
          onDelete={() => remove.mutateAsync(menu.id)}
        />
      </Stack>
    </Box>
  );
}
