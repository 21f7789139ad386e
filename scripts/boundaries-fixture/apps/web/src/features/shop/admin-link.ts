// Wrong: storefront code imports admin code.
export { formatDate } from '../../admin/components/format.ts';
