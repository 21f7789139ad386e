import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteName } from './site-name.ts';

export interface PageMetaProps {
  /** The page's own title; the document title becomes "title | shop name" (`documentTitle`). */
  title?: string | undefined;
  description?: string | undefined;
  image?: string | null | undefined;
  /** Absolute or site-relative; defaults to the current address without its query string. */
  canonical?: string | undefined;
  keywords?: string | undefined;
}

type Tag = { selector: string; create: () => HTMLElement; attr: 'content' | 'href' };

const meta = (key: 'name' | 'property', value: string): Tag => ({
  selector: `meta[${key}="${value}"]`,
  create: () => {
    const el = document.createElement('meta');
    el.setAttribute(key, value);
    return el;
  },
  attr: 'content',
});

const TAGS = {
  description: meta('name', 'description'),
  keywords: meta('name', 'keywords'),
  ogTitle: meta('property', 'og:title'),
  ogDescription: meta('property', 'og:description'),
  ogImage: meta('property', 'og:image'),
  canonical: {
    selector: 'link[rel="canonical"]',
    create: () => {
      const el = document.createElement('link');
      el.setAttribute('rel', 'canonical');
      return el;
    },
    attr: 'href',
  } satisfies Tag,
} as const;

/** Sets one head tag and returns how to put back what was there before. */
function setTag(tag: Tag, value: string | undefined): () => void {
  let el = document.head.querySelector<HTMLElement>(tag.selector);
  const created = !el;
  const previous = el?.getAttribute(tag.attr) ?? null;
  if (value === undefined) return () => {};
  if (!el) {
    el = tag.create();
    document.head.appendChild(el);
  }
  el.setAttribute(tag.attr, value);
  const target = el;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute(tag.attr, previous);
  };
}

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The document title: the page's title, then the shop's name, once. An SEO title an admin wrote
 * with the name already at its end ("Polo shirts | Atlas Wholesale", "… - Atlas Wholesale") keeps
 * it there instead of gaining a second; a page titled with the name alone is the name alone.
 */
export function documentTitle(title: string | undefined, siteName: string): string {
  const name = siteName.trim();
  let own = (title ?? '').trim();
  if (name) {
    const trailing = new RegExp(`(?:^|\\s*[|\\-–—·:•]\\s*)${escapeRegExp(name)}$`, 'iu');
    let previous: string;
    do {
      previous = own;
      own = own.replace(trailing, '').trim();
    } while (own !== previous && own);
  }
  if (!own) return name;
  return name ? `${own} | ${name}` : own;
}

/**
 * Page meta of SPEC 3 (title, description, image, canonical, keywords) written into <head>;
 * unmounting restores what the previous page had. The description defaults to the shop's
 * wholesale pitch (SPEC 1).
 */
export function PageMeta({ title, description, image, canonical, keywords }: PageMetaProps) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const fullTitle = documentTitle(title, siteName);
  const desc = description ?? t('meta.description');
  const words = keywords ?? t('meta.keywords');
  const { pathname } = useLocation();

  useEffect(() => {
    const previousTitle = document.title;
    document.title = fullTitle;
    const canonicalUrl = absolute(canonical ?? pathname);
    const restores = [
      setTag(TAGS.description, desc),
      setTag(TAGS.keywords, words),
      setTag(TAGS.ogTitle, fullTitle),
      setTag(TAGS.ogDescription, desc),
      setTag(TAGS.ogImage, image ? absolute(image) : undefined),
      setTag(TAGS.canonical, canonicalUrl),
    ];
    return () => {
      document.title = previousTitle;
      for (const restore of restores.reverse()) restore();
    };
  }, [fullTitle, desc, words, image, canonical, pathname]);

  return null;
}
