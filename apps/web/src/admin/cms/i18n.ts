import type { Leaves } from '../../i18n/keys.ts';
import { i18nNamespace as catalogueNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `cms-admin` namespace: texts of the CMS pages, content blocks, blogs, reviews and contact messages screens. Registered on import, so the texts travel with these lazy back-office chunks only. */
export const useCmsT = catalogueNamespace('cms-admin', en, ar);

export type CmsKey = Leaves<typeof en>;
export type CmsT = ReturnType<typeof useCmsT>;

/** The content sections whose add/edit forms are worded alike (`blogs.add`, `blogs.form.create`…). */
type FormSection = 'pages' | 'blocks' | 'blogs';

/** What a content form says: its name, its button, its dialog's title and its notices. */
export function formWords(t: CmsT, section: FormSection, editing: boolean) {
  return {
    label: t(editing ? `${section}.edit` : `${section}.add`),
    submitLabel: editing ? t('common.save') : t(`${section}.form.create`),
    dialogTitle: t(editing ? `${section}.confirm.saveTitle` : `${section}.confirm.createTitle`),
    notices: { created: t(`${section}.done.created`), updated: t(`${section}.done.updated`) },
  };
}

/** A content record's delete card, said in its section's words (`description` names the record). */
export function deleteWords(
  t: CmsT,
  section: FormSection,
  description: string,
  label = t(`${section}.delete`),
) {
  return {
    label,
    title: t(`${section}.confirm.deleteTitle`),
    description,
    done: t(`${section}.done.deleted`),
  };
}
