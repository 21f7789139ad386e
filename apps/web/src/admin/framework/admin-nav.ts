import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { useDeployment } from '../../features/site/deployment.ts';
import type { AdminPageDef, AdminPageKey } from './admin-pages.ts';
import { useAdminProfile } from './admin-session.ts';

type SvgIconComponent = typeof SvgIcon;

export type AdminSection = 'utils' | 'orders' | 'products' | 'users' | 'admins' | 'images';

export interface AdminNavItem {
  /** Relative to /admin-panel/secure ('' is the dashboard). */
  path: string;
  page: AdminPageKey;
  icon: SvgIconComponent;
  flag?: AdminPageDef['flag'];
  superAdmin?: boolean;
}

/** The sidebar of SPEC 2: utils, orders, products, users, admins, images. */
export const adminNav: ReadonlyArray<{ section: AdminSection; items: readonly AdminNavItem[] }> = [
  {
    section: 'utils',
    items: [
      { path: '', page: 'dashboard', icon: DashboardOutlined },
      { path: 'settings', page: 'settings', icon: SettingsOutlined },
      { path: 'menu', page: 'menus', icon: MenuOpenOutlined },
      { path: 'slider', page: 'slides', icon: ViewCarouselOutlined },
      { path: 'settings/cms-pages', page: 'cmsPages', icon: ArticleOutlined },
      { path: 'content-blocks', page: 'contentBlocks', icon: WidgetsOutlined },
      { path: 'blogs', page: 'blogs', icon: NewspaperOutlined },
      { path: 'settings/reviews', page: 'reviews', icon: RateReviewOutlined },
      { path: 'contact-messages', page: 'contactMessages', icon: MailOutlined },
      { path: 'leads', page: 'leads', icon: RequestQuoteOutlined },
      { path: 'shipping-zones', page: 'shippingZones', icon: LocalShippingOutlined },
      { path: 'tax-groups', page: 'taxGroups', icon: PercentOutlined },
      { path: 'measureUnits', page: 'measureUnits', icon: StraightenOutlined },
      { path: 'coupons', page: 'coupons', icon: LocalOfferOutlined },
    ],
  },
  {
    section: 'orders',
    items: [
      { path: 'order', page: 'orders', icon: ReceiptLongOutlined },
      { path: 'invoices', page: 'invoices', icon: DescriptionOutlined },
      { path: 'refunds', page: 'refunds', icon: AssignmentReturnOutlined, flag: 'isOrderRefundable' },
    ],
  },
  {
    section: 'products',
    items: [
      { path: 'product', page: 'products', icon: Inventory2Outlined },
      { path: 'brands', page: 'brands', icon: WorkspacePremiumOutlined },
      { path: 'main-category', page: 'mainCategories', icon: CategoryOutlined },
      { path: 'category', page: 'categories', icon: AccountTreeOutlined },
      { path: 'variants', page: 'variants', icon: TuneOutlined },
      { path: 'options', page: 'options', icon: ChecklistOutlined },
      { path: 'tags', page: 'tags', icon: SellOutlined },
    ],
  },
  {
    section: 'users',
    items: [
      { path: 'users', page: 'users', icon: PeopleOutlined },
      { path: 'salespeople', page: 'salespeople', icon: BadgeOutlined },
    ],
  },
  {
    section: 'admins',
    items: [{ path: 'admins', page: 'admins', icon: AdminPanelSettingsOutlined, superAdmin: true }],
  },
  { section: 'images', items: [{ path: 'gallery', page: 'gallery', icon: PhotoLibraryOutlined }] },
];

/** The items this admin may see: admins only for super admins, refunds only when enabled. */
export function useVisibleNav() {
  const { flags } = useDeployment();
  const isSuperAdmin = useAdminProfile().data?.is_super_admin === true;
  const visible = (item: AdminNavItem) =>
    (!item.superAdmin || isSuperAdmin) && (!item.flag || flags[item.flag] === true);
  return adminNav
    .map(({ section, items }) => ({ section, items: items.filter(visible) }))
    .filter(({ items }) => items.length > 0);
}
