import {
  type CompanyInfoData,
  type CompanyInfoRecord,
  DEFAULT_DASHBOARD_TOP_N,
  type DeploymentConfig,
  defaultThemeSettings,
  type FrontRoute,
  type FrontSettings,
  type LanguageCode,
  orUnavailable,
  pickLocalized,
  type SiteFile,
  type SiteProfile,
  type SiteSettingsData,
  type SiteSettingsRecord,
  type ThemePalettesInput,
  type ThemePalettesRecord,
  type ThemeSettings,
} from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages, siteSettings } from '../../db/schema/index.ts';

type SettingsRow = typeof siteSettings.$inferSelect;

async function loadRow(db: Db): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row;
}

/** Active CMS pages that have a URL become storefront routes at run time (SPEC 2). */
async function additionalFrontRoutes(db: Db, lang: LanguageCode): Promise<FrontRoute[]> {
  const rows = await db
    .select({ id: pages.id, url: pages.url, title: pages.title })
    .from(pages)
    .where(eq(pages.active, true))
    .orderBy(asc(pages.id))
    .limit(500);
  return rows
    .filter((r) => r.url)
    .map((r) => ({
      path: `/${String(r.url).replace(/^\/+/, '')}`,
      title: pickLocalized(r.title, lang),
      pageId: r.id,
    }));
}

export async function getFrontSettings(
  db: Db,
  lang: LanguageCode,
  deployment: DeploymentConfig,
): Promise<FrontSettings> {
  const [row, routes] = await Promise.all([loadRow(db), additionalFrontRoutes(db, lang)]);
  const theme = row?.theme ?? defaultThemeSettings;
  return {
    theme: JSON.stringify(theme),
    site_name: row ? pickLocalized(row.siteName, lang) : '',
    email: row?.email ?? '',
    address: pickLocalized(row?.address, lang),
    post_code: row?.postCode ?? '',
    phone: row?.phone ?? '',
    mobile: row?.mobile ?? '',
    vat_number: row?.vatNumber ?? '',
    bank_account_name: pickLocalized(row?.bankAccountName, lang),
    bank_name: pickLocalized(row?.bankName, lang),
    bank_account_number: row?.bankAccountNumber ?? '',
    commercial_record_number: row?.commercialRecordNumber ?? '',
    sort_code: row?.sortCode ?? '',
    iban: row?.iban ?? '',
    logo: row?.logo ?? null,
    max_quantity_per_product: row?.maxQuantityPerProduct ?? 1,
    catalogue_pdf: row?.cataloguePdf ?? null,
    approval_form_pdf: row?.approvalFormPdf ?? null,
    refund_days: row?.refundDays ?? 0,
    enable_refunds: row?.enableRefunds ?? false,
    dashboard_top_n: row?.dashboardTopN ?? 5,
    additional_front_routes: routes,
    environment: deployment,
  };
}

export async function getSiteProfile(
  db: Db,
  lang: LanguageCode,
  deployment: DeploymentConfig,
): Promise<SiteProfile> {
  const row = await loadRow(db);
  const name = row ? pickLocalized(row.siteName, lang) : '';
  return {
    // The shop's name as every page shows it (header, titles, footer): the bilingual site name
    // in the request's language, the same text as settings' `site_name`. The one-language
    // project name stands in only while no site name is set.
    projectName: name || row?.projectName || deployment.name,
    name: orUnavailable(name),
    mobile: orUnavailable(row?.mobile),
    phone: orUnavailable(row?.phone),
    post_code: orUnavailable(row?.postCode),
    currency: orUnavailable(row?.currency ?? deployment.currency.name),
    address: orUnavailable(pickLocalized(row?.address, lang)),
    email: orUnavailable(row?.email),
    vatNumber: orUnavailable(row?.vatNumber),
    bankName: orUnavailable(pickLocalized(row?.bankName, lang)),
    bankNumber: orUnavailable(row?.bankAccountNumber),
    bankSortCode: orUnavailable(row?.sortCode),
    IBAN: orUnavailable(row?.iban),
    commercial_record_number: orUnavailable(row?.commercialRecordNumber),
    bank_account_name: orUnavailable(pickLocalized(row?.bankAccountName, lang)),
    logo: row?.logo ?? null,
  };
}

const blank = { en: '', ar: '' };

/** settings/company-info: the company profile as the admin edits it, both languages of each text. */
export async function getCompanyInfo(db: Db, deployment: DeploymentConfig): Promise<CompanyInfoRecord> {
  const row = await loadRow(db);
  return {
    projectName: row?.projectName ?? deployment.name,
    siteName: row?.siteName ?? blank,
    address: row?.address ?? blank,
    postCode: row?.postCode ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    mobile: row?.mobile ?? '',
    vatNumber: row?.vatNumber ?? '',
    commercialRecordNumber: row?.commercialRecordNumber ?? '',
    currency: row?.currency ?? deployment.currency.name,
    bankName: row?.bankName ?? blank,
    bankAccountName: row?.bankAccountName ?? blank,
    bankAccountNumber: row?.bankAccountNumber ?? '',
    sortCode: row?.sortCode ?? '',
    iban: row?.iban ?? '',
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * Saves the company profile. The settings row is the shop's one row: created on the first save
 * (with the default theme) when a fresh install has none yet.
 */
export async function updateCompanyInfo(
  db: Db,
  deployment: DeploymentConfig,
  input: CompanyInfoData,
): Promise<CompanyInfoRecord> {
  await db
    .insert(siteSettings)
    .values({ id: 1, theme: defaultThemeSettings, ...input })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...input, updatedAt: new Date() } });
  return getCompanyInfo(db, deployment);
}

type SettingsChange = Partial<Omit<typeof siteSettings.$inferInsert, 'id' | 'theme'>>;

/**
 * Changes the one settings row under a row lock: `change` gets the present theme (the default on
 * a fresh install, whose row is then created with the deployment's name) and answers the columns
 * to write. Two admins saving the site settings and the theme at once each keep their part.
 */
async function changeSettings(
  db: Db,
  deployment: DeploymentConfig,
  change: (theme: ThemeSettings) => SettingsChange & { theme?: ThemeSettings },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ id: 1, projectName: deployment.name, siteName: blank, theme: defaultThemeSettings })
      .onConflictDoNothing();
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    if (!row) throw new Error('site settings row missing');
    await tx
      .update(siteSettings)
      .set({ ...change(row.theme), updatedAt: new Date() })
      .where(eq(siteSettings.id, 1));
  });
}

/** How many top products, categories and brands the dashboards list (settings/site, ADR 0060). */
export async function dashboardTopN(db: Db): Promise<number> {
  const [row] = await db.select({ n: siteSettings.dashboardTopN }).from(siteSettings).limit(1);
  return row?.n ?? DEFAULT_DASHBOARD_TOP_N;
}

/** settings/site: the values of the site settings form and the files' addresses. */
export async function getSiteSettings(db: Db): Promise<SiteSettingsRecord> {
  const row = await loadRow(db);
  const theme = row?.theme ?? defaultThemeSettings;
  return {
    maxQuantityPerProduct: row?.maxQuantityPerProduct ?? 500,
    refundDays: row?.refundDays ?? 14,
    enableRefunds: row?.enableRefunds ?? true,
    dashboardTopN: row?.dashboardTopN ?? DEFAULT_DASHBOARD_TOP_N,
    columns: theme.columns,
    perPage: theme.perPage,
    adminLimit: theme.admin_limit,
    colors: theme.colors,
    logo: row?.logo ?? null,
    cataloguePdf: row?.cataloguePdf ?? null,
    approvalFormPdf: row?.approvalFormPdf ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Saves the site settings; the columns, page sizes and colours live in the theme (SPEC 7). */
export async function updateSiteSettings(
  db: Db,
  deployment: DeploymentConfig,
  input: SiteSettingsData,
): Promise<SiteSettingsRecord> {
  const { columns, perPage, adminLimit, colors, ...plain } = input;
  await changeSettings(db, deployment, (theme) => ({
    ...plain,
    theme: { ...theme, columns, perPage, admin_limit: adminLimit, colors },
  }));
  return getSiteSettings(db);
}

/** The column each site file is kept in. */
const FILE_COLUMN = { logo: 'logo', catalogue: 'cataloguePdf', 'approval-form': 'approvalFormPdf' } as const;

/**
 * Sets (or with null, clears) one site file's address; answers the address it replaced, so the
 * caller can remove that file.
 */
export async function setSiteFile(
  db: Db,
  deployment: DeploymentConfig,
  file: SiteFile,
  url: string | null,
): Promise<{ record: SiteSettingsRecord; previous: string | null }> {
  const column = FILE_COLUMN[file];
  const before = (await loadRow(db))?.[column] ?? null;
  await changeSettings(db, deployment, () => ({ [column]: url }));
  return { record: await getSiteSettings(db), previous: before };
}

/** The theme wizard: the light and dark palettes. */
export async function getThemePalettes(db: Db): Promise<ThemePalettesRecord> {
  const row = await loadRow(db);
  const theme = row?.theme ?? defaultThemeSettings;
  return { light: theme.light, dark: theme.dark, updatedAt: row ? row.updatedAt.toISOString() : null };
}

export async function updateThemePalettes(
  db: Db,
  deployment: DeploymentConfig,
  input: ThemePalettesInput,
): Promise<ThemePalettesRecord> {
  await changeSettings(db, deployment, (theme) => ({
    theme: { ...theme, light: input.light, dark: input.dark },
  }));
  return getThemePalettes(db);
}

/**
 * The saved theme as the storefront's page carries it from its first byte (ADR 0059): read per
 * page, never cached in the process, so a save shows on the next page load of every process.
 */
export async function getSavedTheme(db: Db): Promise<ThemeSettings | null> {
  const [row] = await db
    .select({ theme: siteSettings.theme })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row?.theme ?? null;
}
