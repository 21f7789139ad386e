import { defaultThemeSettings } from '@shop/shared';
import { siteSettings } from '../../../apps/api/src/db/schema/index.ts';
import { SITE } from '../data/settings.ts';
import type { SeedContext } from './context.ts';

/** The shop's settings: company details, theme, logo and the two PDFs customers download. */
export async function seedSettings({ tx, assets }: SeedContext): Promise<void> {
  await tx.insert(siteSettings).values({
    id: 1,
    projectName: SITE.projectName,
    siteName: SITE.siteName,
    theme: defaultThemeSettings,
    email: SITE.email,
    address: SITE.address,
    postCode: SITE.postCode,
    phone: SITE.phone,
    mobile: SITE.mobile,
    vatNumber: SITE.vatNumber,
    bankAccountName: SITE.bankAccountName,
    bankName: SITE.bankName,
    bankAccountNumber: SITE.bankAccountNumber,
    commercialRecordNumber: SITE.commercialRecordNumber,
    sortCode: SITE.sortCode,
    iban: SITE.iban,
    currency: SITE.currency,
    logo: assets.logo,
    maxQuantityPerProduct: SITE.maxQuantityPerProduct,
    cataloguePdf: assets.catalogue,
    approvalFormPdf: assets.approvalForm,
    refundDays: SITE.refundDays,
    enableRefunds: SITE.enableRefunds,
    dashboardTopN: SITE.dashboardTopN,
  });
}
