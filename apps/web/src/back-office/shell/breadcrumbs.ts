import { ADMIN_ROOT } from '../../config/paths.ts';

export interface AdminCrumb {
  /** The raw segment; `secure` names the admin root (the dashboard). */
  segment: string;
  /** Link target: the path up to and including this segment. */
  to: string;
}

/** SPEC 2: breadcrumbs hide segments named `attributes` and version-like ones (`v_` + digits). */
export function isHiddenSegment(segment: string): boolean {
  return segment === 'attributes' || /^v_\d+$/.test(segment);
}

/**
 * The breadcrumb trail of an admin path: the dashboard first, then each visible segment with the
 * link of the path up to it (hidden segments still count in the links).
 */
export function breadcrumbTrail(pathname: string): AdminCrumb[] {
  const rest = pathname.startsWith(ADMIN_ROOT) ? pathname.slice(ADMIN_ROOT.length) : pathname;
  const segments = rest.split('/').filter(Boolean);
  const trail: AdminCrumb[] = [{ segment: 'secure', to: ADMIN_ROOT }];
  let to = ADMIN_ROOT;
  for (const raw of segments) {
    to = `${to}/${raw}`;
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // keep it as it came
    }
    if (!isHiddenSegment(segment)) trail.push({ segment, to });
  }
  return trail;
}
