import type { ComponentType } from 'react';
import type { StorePageKey } from '../../../config/paths.ts';
import { lazyPage } from '../../route-boundary.tsx';

/*
 * Built content screens of the storefront (blogs, about us, services, contact, reviews, the
 * standalone pages), each a lazy page of features/content: this file holds only the loaders, so
 * the storefront's first download carries none of their code (ADR 0006, ADR 0026).
 */
const page = {
  blogs: lazyPage(async () => (await import('../../../features/content/pages/blogs-page.tsx')).BlogsPage),
  blog: lazyPage(async () => (await import('../../../features/content/pages/blog-page.tsx')).BlogPage),
  aboutUs: lazyPage(async () => (await import('../../../features/content/pages/cms-page.tsx')).AboutUsPage),
  services: lazyPage(async () => (await import('../../../features/content/pages/cms-page.tsx')).ServicesPage),
  contact: lazyPage(
    async () => (await import('../../../features/content/pages/contact-page.tsx')).ContactPage,
  ),
  addReview: lazyPage(
    async () => (await import('../../../features/content/pages/add-review-page.tsx')).AddReviewPage,
  ),
  form1: lazyPage(
    async () => (await import('../../../features/content/pages/lead-form-page.tsx')).LeadFormPage,
  ),
  codeSandbox: lazyPage(
    async () => (await import('../../../features/content/pages/code-sandbox-page.tsx')).CodeSandboxPage,
  ),
  redirect: lazyPage(
    async () => (await import('../../../features/content/pages/redirect-page.tsx')).RedirectPage,
  ),
  landingPage: lazyPage(
    async () => (await import('../../../features/content/pages/landing-page.tsx')).LandingPage,
  ),
} satisfies Partial<Record<StorePageKey, ComponentType>>;

export const contentPages: Partial<Record<StorePageKey, ComponentType>> = page;
