import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import Grid, { type GridSize } from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type LanguageCode, PAGE_HTML } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import {
  type ArrayPath,
  type DefaultValues,
  type FieldArray,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/language.ts';
import { useKitT } from '../i18n.ts';
import type { CrudResource } from './crud-resource.ts';
import type { Column } from './data-table.tsx';
import {
  type Choice,
  errorAt,
  ImageField,
  LocalizedFields,
  RegisteredTextField,
  RepeatedFieldset,
  SelectField,
  StatusField,
  SwitchField,
} from './fields.tsx';
import { listQuery } from './format.ts';
import { FormFrame, useSaveFlow } from './record-form.tsx';
import { RegisteredRichTextField } from './rich-text-field.tsx';
import { EditRecordScreen, FormScreen, ListScreen, type ListSelect } from './screens.tsx';
import { type ListParams, useListParams } from './use-list-params.ts';

/*
 * Issue 9 "a resource is one folder that declares …": the list, add and edit screens of a plain
 * back-office resource built from one declaration (ADR 0047), so that a resource's page file holds
 * only what differs (its texts, columns and fields) and a fix to the screens lands everywhere.
 */

/** The words of a resource's three screens. */
export interface ResourceTexts {
  /** The list's heading. */
  listTitle: string;
  intro: string;
  caption: string;
  empty: string;
  searchLabel: string;
  searchHelp: string;
  /** The filter bar's name (the kit's "Filter the list" when not given). */
  filtersLabel?: string;
  /** The list's add button, the add screen's heading and the add form's name. */
  addTitle: string;
  /** The edit form's name. */
  editLabel: string;
  /** The way back to the list. */
  back: string;
  /** The add form's button. */
  create: string;
  /** The edit screen's delete card. */
  deleteText: string;
}

type Size = GridSize | { xs?: GridSize; sm?: GridSize; md?: GridSize; lg?: GridSize };

/**
 * A form field of the common kinds, laid out in the form's grid (half a row from `sm` unless
 * `size` says otherwise); `custom` renders anything else (a field array, a picker) in its place.
 */
export type FieldSpec<V extends FieldValues> =
  | {
      kind: 'localized';
      /** `name`, `title`: the English and Arabic fields side by side. */
      name: string;
      /** Each language's own label, or one said with the language after it ("Title (English)"). */
      label: string | readonly [en: string, ar: string];
      required?: boolean;
      multiline?: boolean;
      helperText?: string;
      /** The width from which the two languages stand side by side (`sm` unless said). */
      sideBySideFrom?: 'sm' | 'md';
    }
  | {
      kind: 'richText';
      /** `body`: the English and Arabic HTML, each in the rich-text editor across the row. */
      name: string;
      /** Said with the language after it ("Body (English)"). */
      label: string;
    }
  | {
      kind: 'datetime';
      /** A `datetime-local` value (the form turns it into an instant on submit). */
      name: FieldPath<V>;
      label: string;
      helperText?: string;
      size?: Size;
    }
  | {
      kind: 'text';
      name: FieldPath<V>;
      label: string;
      required?: boolean;
      /** Left-to-right content (codes, slugs, URLs) even in Arabic. */
      ltr?: boolean;
      helperText?: string;
      size?: Size;
    }
  | {
      kind: 'number';
      name: FieldPath<V>;
      label: string;
      min: number;
      max?: number;
      helperText?: string;
      size?: Size;
    }
  | {
      kind: 'select';
      name: FieldPath<V>;
      label: string;
      choices: readonly Choice[];
      required?: boolean;
      helperText?: string;
      fallback?: string;
      /** A first choice that stores `null` ("Both languages"). */
      emptyLabel?: string;
      /** Shown but fixed (a menu's type once created). */
      disabled?: boolean;
      size?: Size;
    }
  | { kind: 'status'; name: FieldPath<V>; size?: Size }
  | {
      kind: 'image';
      name: FieldPath<V>;
      label: string;
      required?: boolean;
      /** What a removed image stores: `''` unless said (`null` where the record's image is optional). */
      empty?: '' | null;
      size?: Size;
    }
  | { kind: 'switch'; name: FieldPath<V>; label: string; help?: string; size?: Size }
  | {
      kind: 'repeated';
      /** A field array (an option group's `choices`, an attribute's `values`). */
      name: ArrayPath<V>;
      legend: string;
      help: string;
      /** "Choice 2". */
      itemLabel: (n: number) => string;
      max: number;
      addLabel: string;
      /** A new item's values. */
      empty: () => FieldArray<V, ArrayPath<V>>;
      /** The fields of the item at `index`, laid out like the form's. */
      fields: (index: number) => ReadonlyArray<FieldSpec<V> | false>;
      /** Whether item `index` of `count` may be removed (SPEC 5: not a zone's first or last rate). */
      removable?: (index: number, count: number) => boolean;
      /** Where a new item goes among `count` (the end unless said; before the open-ended last rate). */
      insertAt?: (count: number) => number;
    }
  /** A part of a long form: its heading, after a rule when `divider`, and a line about it. */
  | { kind: 'heading'; key: string; text: string; help?: string; divider?: boolean }
  | { kind: 'custom'; key: string; render: () => ReactNode };

/** What a resource's form declaration is given besides its translations. */
export interface FormContext<TRecord, V extends FieldValues, O extends FieldValues> {
  lang: LanguageCode;
  form: UseFormReturn<V, unknown, O>;
  /** The record being edited; none on the add screen. */
  record: TRecord | undefined;
}

export interface ResourceScreensSpec<
  TRecord extends { id: number },
  V extends FieldValues,
  O extends FieldValues,
  F extends string,
  S,
> {
  /** The screens' path under the area (`measureUnits` → `…/measureUnits`, `…/add`, `…/:id`). */
  segment: string;
  /** The area's path of a relative one (`paths.admin.to`). */
  to: (relative: string) => string;
  resource: Pick<
    CrudResource<TRecord, TRecord, O>,
    'listQuery' | 'detailQuery' | 'useCreate' | 'useUpdate' | 'useRemove'
  >;
  /** The headings' ids: the list's is `<segment>-title`. */
  titleIds: { add: string; edit: string };
  /** The resource's translation hooks; what it returns is handed to every declaration below. */
  useT: () => S;
  texts: (t: S) => ResourceTexts;
  list: {
    /** The URL's filters besides `search`, which every list has. */
    filters: readonly F[];
    sorts: readonly string[];
    defaultSort: string;
    /** `href` is a row's edit screen (for the name's link). */
    columns: (t: S, lang: LanguageCode, href: (row: TRecord) => string) => Column<TRecord>[];
    /** The select filters after the search box. */
    selects?: (t: S, params: ListParams<F | 'search'>) => ReadonlyArray<ListSelect<F> | false>;
    /** Any other filters, after the selects. */
    moreFilters?: (t: S, params: ListParams<F | 'search'>) => ReactNode;
  };
  form: {
    schema: z.ZodType<O, V>;
    valuesOf: (record?: TRecord) => V;
    /**
     * The field paths a server error may name (given the values, for lists that grow): the
     * values' own paths (`fieldPathsOf`) unless said.
     */
    fields?: (values: V) => ReadonlyArray<FieldPath<V>>;
    /**
     * The field naming the record, said in the save dialog: bilingual (`name` unless said: `title`…)
     * or plain text (a coupon's `code`).
     */
    nameField?: string;
    body: (t: S, context: FormContext<TRecord, V, O>) => ReadonlyArray<FieldSpec<V>>;
  };
  edit: {
    nameOf: (record: TRecord) => { en: string; ar: string };
    subtitle?: (record: TRecord) => ReactNode;
  };
  maxWidth?: number;
}

/**
 * The list, add and edit screens of a declared resource (ADR 0008 screens: lists keep their state
 * in the URL, saves ask first, deletes ask first).
 */
export function resourceScreens<
  TRecord extends { id: number },
  V extends FieldValues,
  O extends FieldValues,
  F extends string,
  S,
>(spec: ResourceScreensSpec<TRecord, V, O, F, S>) {
  const { segment, to } = spec;
  const maxWidth = spec.maxWidth ?? 1000;
  const filters: ReadonlyArray<F | 'search'> = ['search', ...spec.list.filters];
  const recordHref = (record: TRecord) => to(`${segment}/${record.id}`);

  function ListPage() {
    const t = spec.useT();
    const texts = spec.texts(t);
    const lang = useLanguage();
    const params = useListParams({
      filters,
      sorts: spec.list.sorts,
      defaultSort: spec.list.defaultSort,
    });
    const query = useQuery(spec.resource.listQuery(listQuery(params)));
    return (
      <ListScreen
        titleId={`${segment}-title`}
        add={{ to: to(`${segment}/add`), label: texts.addTitle }}
        texts={{ ...texts, title: texts.listTitle }}
        params={params}
        query={query}
        columns={spec.list.columns(t, lang, recordHref)}
        {...(spec.list.selects ? { selects: spec.list.selects(t, params) } : {})}
        more={spec.list.moreFilters?.(t, params)}
      />
    );
  }

  function RecordForm({ record }: { record?: TRecord }) {
    const t = spec.useT();
    const texts = spec.texts(t);
    const lang = useLanguage();
    const form = useForm<V, unknown, O>({
      // The schema's input is the form's values and its output the request body, as declared.
      resolver: zodResolver(spec.form.schema) as unknown as Resolver<V, unknown, O>,
      defaultValues: spec.form.valuesOf(record) as DefaultValues<V>,
    });
    const { handleSubmit, setError, reset, getValues } = form;
    const flow = useSaveFlow<V, O, TRecord>({
      resource: spec.resource,
      record,
      createdHref: recordHref,
      fields: () => (spec.form.fields ?? fieldPathsOf)(form.getValues()),
      setError,
      onUpdated: (saved) => reset(spec.form.valuesOf(saved)),
    });
    const nameField = (spec.form.nameField ?? 'name') as FieldPath<V>;
    const nameAt = (language: LanguageCode) => `${nameField}.${language}` as FieldPath<V>;
    // A bilingual name in the page's language (English when empty), or a plain one (a code). Read
    // when the save dialog asks, not watched: watching re-rendered the whole form on every key.
    const name = () => {
      const named: unknown = getValues(nameField);
      return typeof named === 'string'
        ? named
        : String(getValues(nameAt(lang)) || getValues(nameAt('en')) || '');
    };
    return (
      <FormFrame
        label={record ? texts.editLabel : texts.addTitle}
        record={{ editing: record !== undefined, name }}
        flow={flow}
        onSubmit={handleSubmit(flow.ask)}
        submitLabel={texts.create}
      >
        <DeclaredFields fields={spec.form.body(t, { lang, form, record })} form={form} />
      </FormFrame>
    );
  }

  function AddPage() {
    const texts = spec.texts(spec.useT());
    return (
      <FormScreen
        id={spec.titleIds.add}
        title={texts.addTitle}
        back={{ to: to(segment), label: texts.back }}
        maxWidth={maxWidth}
      >
        <RecordForm />
      </FormScreen>
    );
  }

  function EditPage() {
    const texts = spec.texts(spec.useT());
    return (
      <EditRecordScreen<TRecord, O>
        maxWidth={maxWidth}
        resource={spec.resource}
        listHref={to(segment)}
        titleId={spec.titleIds.edit}
        backLabel={texts.back}
        deleteText={texts.deleteText}
        nameOf={spec.edit.nameOf}
        {...(spec.edit.subtitle ? { subtitle: spec.edit.subtitle } : {})}
      >
        {(record) => <RecordForm key={record.id} record={record} />}
      </EditRecordScreen>
    );
  }

  return { ListPage, AddPage, EditPage };
}

const HALF: Size = { xs: 12, sm: 6 };

/**
 * Declared fields in a form's grid: the body of the declared screens' form, and of a hand-written
 * form whose saving differs (its own dialog, a date sent as an instant) but whose fields are the
 * common kinds.
 */
export function DeclaredFields<V extends FieldValues, O extends FieldValues>({
  fields,
  form,
}: {
  fields: ReadonlyArray<FieldSpec<V> | false>;
  form: UseFormReturn<V, unknown, O>;
}) {
  return (
    <>
      {fields.map((field) =>
        field === false ? null : (
          <Fragment key={'key' in field ? field.key : String(field.name)}>
            {field.kind === 'richText' ? (
              <RichTextFields name={field.name} label={field.label} form={form} />
            ) : field.kind === 'repeated' ? (
              <RepeatedFields field={field} form={form} />
            ) : (
              renderField(field, form)
            )}
          </Fragment>
        ),
      )}
    </>
  );
}

/** What a text-like field's input is: a whole number, a local date and time, or text. */
function textInputOf<V extends FieldValues>(
  field: Extract<FieldSpec<V>, { kind: 'text' | 'number' | 'datetime' }>,
) {
  switch (field.kind) {
    case 'number':
      return {
        type: 'number',
        slotProps: {
          htmlInput: {
            min: field.min,
            ...(field.max === undefined ? {} : { max: field.max }),
            step: 1,
            inputMode: 'numeric' as const,
          },
        },
      };
    case 'datetime':
      return { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } };
    case 'text':
      return { required: field.required, ltr: field.ltr, autoComplete: 'off' };
  }
}

/** HTML in both languages, in the rich-text editor; the API sanitises it on write and render. */
function RichTextFields<V extends FieldValues, O extends FieldValues>({
  name,
  label,
  form,
}: {
  name: string;
  label: string;
  form: UseFormReturn<V, unknown, O>;
}) {
  const t = useKitT();
  return (
    <>
      {(['en', 'ar'] as const).map((lang) => (
        <Grid key={lang} size={12}>
          <RegisteredRichTextField<V>
            name={`${name}.${lang}` as FieldPath<V>}
            register={form.register}
            label={`${label} (${t(lang === 'en' ? 'english' : 'arabic')})`}
            lang={lang}
            allow={PAGE_HTML}
            error={errorAt(form.formState.errors, `${name}.${lang}`)}
          />
        </Grid>
      ))}
    </>
  );
}

/**
 * The paths a server error may name in a form's values, in their order: each field, and each
 * language of a bilingual text (`title.en`, `title.ar`). A field array is one path (its items'
 * paths are `itemPaths`).
 */
export function fieldPathsOf<V extends FieldValues>(values: V): FieldPath<V>[] {
  return Object.entries(values).flatMap(([name, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.keys(value).map((part) => `${name}.${part}` as FieldPath<V>)
      : [name as FieldPath<V>],
  );
}

/** The paths a server error may name in a field array's items (`choices.0.name.en`…). */
export function itemPaths<V extends FieldValues>(
  name: ArrayPath<V>,
  items: readonly unknown[] | undefined,
  fields: readonly string[],
): FieldPath<V>[] {
  return (items ?? []).flatMap((_, i) => fields.map((f) => `${name}.${i}.${f}` as FieldPath<V>));
}

/** A field array: each item's declared fields in a numbered fieldset, added and removed in place. */
function RepeatedFields<V extends FieldValues, O extends FieldValues>({
  field,
  form,
}: {
  field: Extract<FieldSpec<V>, { kind: 'repeated' }>;
  form: UseFormReturn<V, unknown, O>;
}) {
  const items = useFieldArray({ control: form.control, name: field.name });
  const { errors } = form.formState;
  return (
    <Grid size={12}>
      <RepeatedFieldset
        legend={field.legend}
        help={field.help}
        error={errorAt(errors, field.name) ?? errorAt(errors, `${field.name}.root`)}
        items={items.fields}
        itemLabel={field.itemLabel}
        max={field.max}
        addLabel={field.addLabel}
        onAdd={() =>
          field.insertAt
            ? items.insert(field.insertAt(items.fields.length), field.empty())
            : items.append(field.empty())
        }
        onRemove={(index) => items.remove(index)}
        removable={
          field.removable ? (index) => field.removable?.(index, items.fields.length) ?? true : undefined
        }
      >
        {(index) => <DeclaredFields fields={field.fields(index)} form={form} />}
      </RepeatedFieldset>
    </Grid>
  );
}

/** One declared field (not rich text nor a field array: they have their own components) in the form's grid. */
function renderField<V extends FieldValues, O extends FieldValues>(
  field: Exclude<FieldSpec<V>, { kind: 'richText' | 'repeated' }>,
  form: UseFormReturn<V, unknown, O>,
): ReactNode {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  switch (field.kind) {
    case 'custom':
      return field.render();
    case 'heading':
      return (
        <Grid size={12}>
          {field.divider ? <Divider /> : null}
          <Typography component="h2" variant="h6" sx={{ mt: field.divider ? 2 : 1 }}>
            {field.text}
          </Typography>
          {field.help ? (
            <Typography variant="body2" color="text.secondary">
              {field.help}
            </Typography>
          ) : null}
        </Grid>
      );
    case 'localized':
      return (
        <LocalizedFields<V>
          sideBySideFrom={field.sideBySideFrom ?? 'sm'}
          name={field.name}
          register={register}
          errors={errors}
          label={field.label}
          {...(field.required ? { required: true } : {})}
          {...(field.multiline ? { multiline: true } : {})}
          {...(field.helperText ? { helperText: field.helperText } : {})}
        />
      );
    case 'text':
    case 'number':
    case 'datetime':
      return (
        <Grid size={field.size ?? HALF}>
          <RegisteredTextField<V>
            name={field.name}
            register={register}
            label={field.label}
            helperText={field.helperText}
            error={errorAt(errors, field.name)}
            {...textInputOf(field)}
          />
        </Grid>
      );
    case 'select':
      return (
        <Grid size={field.size ?? HALF}>
          <SelectField<V, O>
            control={control}
            name={field.name}
            label={field.label}
            choices={field.choices}
            error={errorAt(errors, field.name)}
            {...(field.helperText ? { helperText: field.helperText } : {})}
            {...(field.fallback ? { fallback: field.fallback } : {})}
            {...(field.emptyLabel === undefined ? {} : { emptyLabel: field.emptyLabel })}
            {...(field.disabled ? { disabled: true } : {})}
            {...(field.required ? { required: true } : {})}
          />
        </Grid>
      );
    case 'status':
      return (
        <Grid size={field.size ?? HALF}>
          <StatusField<V, O> control={control} name={field.name} error={errorAt(errors, field.name)} />
        </Grid>
      );
    case 'image':
      return (
        <Grid size={field.size ?? 12}>
          <ImageField<V, O>
            control={control}
            name={field.name}
            label={field.label}
            error={errorAt(errors, field.name)}
            {...(field.required ? { required: true } : {})}
            empty={field.empty === undefined ? '' : field.empty}
          />
        </Grid>
      );
    case 'switch':
      return (
        <Grid
          size={field.size ?? HALF}
          sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
        >
          <SwitchField<V, O>
            control={control}
            name={field.name}
            label={field.label}
            {...(field.help ? { help: field.help } : {})}
          />
        </Grid>
      );
  }
}
