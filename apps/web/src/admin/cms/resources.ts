import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const cmsPagesResource = adminResource({
  name: 'cmsPages',
  screens: {
    cmsPages: async () => (await import('./cms-pages-list-page.tsx')).CmsPagesListPage,
    addCmsPage: async () => (await import('./cms-page-form-page.tsx')).AddCmsPagePage,
    cmsPage: async () => (await import('./cms-page-form-page.tsx')).EditCmsPagePage,
    addCmsPageSection: async () => (await import('./content-blocks-pages.tsx')).AddCmsPageSectionPage,
    cmsPageSection: async () => (await import('./content-blocks-pages.tsx')).CmsPageSectionPage,
    attributes: async () => (await import('./page-attributes-page.tsx')).PageAttributesPage,
  },
  nav: { section: 'utils', page: 'cmsPages', path: 'settings/cms-pages', icon: ArticleOutlined },
});

export const contentBlocksResource = adminResource({
  name: 'contentBlocks',
  screens: {
    contentBlocks: async () => (await import('./content-blocks-pages.tsx')).ContentBlocksListPage,
    addContentBlock: async () => (await import('./content-blocks-pages.tsx')).AddContentBlockPage,
    contentBlock: async () => (await import('./content-blocks-pages.tsx')).EditContentBlockPage,
  },
  nav: { section: 'utils', page: 'contentBlocks', path: 'content-blocks', icon: WidgetsOutlined },
});

export const blogsResource = adminResource({
  name: 'blogs',
  screens: {
    blogs: async () => (await import('./blogs-pages.tsx')).BlogsListPage,
    addBlog: async () => (await import('./blogs-pages.tsx')).AddBlogPage,
    blog: async () => (await import('./blogs-pages.tsx')).EditBlogPage,
  },
  nav: { section: 'utils', page: 'blogs', path: 'blogs', icon: NewspaperOutlined },
});

export const reviewsResource = adminResource({
  name: 'reviews',
  screens: {
    reviews: async () => (await import('./reviews-page.tsx')).ReviewsPage,
  },
  nav: { section: 'utils', page: 'reviews', path: 'settings/reviews', icon: RateReviewOutlined },
});

export const contactMessagesResource = adminResource({
  name: 'contactMessages',
  screens: {
    contactMessages: async () => (await import('./contact-messages-pages.tsx')).ContactMessagesListPage,
    contactMessage: async () => (await import('./contact-messages-pages.tsx')).ContactMessagePage,
  },
  nav: { section: 'utils', page: 'contactMessages', path: 'contact-messages', icon: MailOutlined },
});
