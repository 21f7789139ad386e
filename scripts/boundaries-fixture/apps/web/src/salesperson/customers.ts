export { formatDate } from '../admin/components/format.ts';
// Wrong: the salesperson area imports an admin page.
export { usersListPage } from '../admin/users/users-list-page.tsx';
