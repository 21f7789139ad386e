export const usersListPage = 'users';
