import { CmsPageView } from '../components/cms-page-view.tsx';

/*
 * `/about-us` and `/services` are CMS pages with those addresses (ADR 0026): the admin writes them
 * in settings/cms-pages like any other page, in both languages, with their SEO fields.
 */
export function AboutUsPage() {
  return <CmsPageView url="about-us" />;
}

export function ServicesPage() {
  return <CmsPageView url="services" />;
}
