import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType, ReactNode } from 'react';

/*
 * The resource registry of a back-office area (docs/adding-a-resource.md, ADR 0043). A resource
 * is one folder that declares itself once: its screens by page key of the area's route table
 * (packages/shared), its sidebar entry and who may see it. The area's registry lists the
 * resources in sidebar order, one line each; the routes, the sidebar and the dashboard's cards
 * are built from it, so nothing else is edited by hand when a resource is added.
 */

/** A screen loaded on first use, in its own chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/** A layout drawn around some screens of the area (the settings tabs), loaded on first use. */
export type FrameLoader = () => Promise<ComponentType<{ children: ReactNode }>>;

/**
 * A frame a resource draws around screens, its own and other resources' (the settings resource's
 * tab bar around every settings tab's screens): the area's route table nests those pages under it,
 * so the frame stays on screen while the admin moves between them.
 */
export interface ScreenFrame<Page extends string> {
  pages: readonly Page[];
  load: FrameLoader;
}

/** Who may see a resource: super admins only, or only while a deployment flag is on. */
export interface Permission<Flag extends string> {
  superAdmin?: boolean;
  flag?: Flag;
}

export interface ResourceNav<Page extends string, Section extends string> {
  section: Section;
  /** The page whose title names the entry (its list). */
  page: Page;
  /** Relative to the area's root ('' is the area's home). */
  path: string;
  icon: typeof SvgIcon;
}

export interface ResourceDefinition<Page extends string, Section extends string, Flag extends string> {
  /** The resource's name (the docs and the registry speak of it by this name). */
  name: string;
  /**
   * Its screens by page key (list, add, detail and any of its own). A resource whose screens are
   * still to come has none: its routes show the area's placeholder page.
   */
  screens?: Partial<Record<Page, ScreenLoader>>;
  nav?: ResourceNav<Page, Section>;
  permission?: Permission<Flag>;
  frame?: ScreenFrame<Page>;
}

/** A sidebar entry as the shell and the dashboard read it. */
export type NavItem<Page extends string, Section extends string, Flag extends string> = ResourceNav<
  Page,
  Section
> &
  Permission<Flag> & { name: string };

/**
 * The area's screens (one per page key; a page declared twice is a mistake caught here), its
 * frames (a page sits in one at most) and its sidebar, sections in the given order, entries in
 * registry order.
 */
export function buildRegistry<Page extends string, Section extends string, Flag extends string>(
  sections: readonly Section[],
  resources: ReadonlyArray<ResourceDefinition<Page, Section, Flag>>,
) {
  const screens: Partial<Record<Page, ScreenLoader>> = {};
  for (const resource of resources) {
    for (const [page, load] of Object.entries(resource.screens ?? {}) as Array<[Page, ScreenLoader]>) {
      if (screens[page]) throw new Error(`Page "${page}" is declared by two resources (${resource.name}).`);
      screens[page] = load;
    }
  }
  const framed = new Set<Page>();
  const frames: Array<ScreenFrame<Page> & { name: string }> = [];
  for (const resource of resources) {
    if (!resource.frame) continue;
    for (const page of resource.frame.pages) {
      if (framed.has(page)) throw new Error(`Page "${page}" is in two frames (${resource.name}).`);
      framed.add(page);
    }
    frames.push({ ...resource.frame, name: resource.name });
  }
  const nav = sections.map((section) => ({
    section,
    items: resources.flatMap(
      (resource): Array<NavItem<Page, Section, Flag>> =>
        resource.nav?.section === section
          ? [{ ...resource.nav, ...resource.permission, name: resource.name }]
          : [],
    ),
  }));
  return { resources, screens, frames, nav };
}
