import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/ui/skip-link.tsx';
import { StoreFooter } from './store-footer.tsx';
import { StoreHeader } from './store-header.tsx';

/** Header, main content and footer of every storefront page. */
export function StoreLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <StoreHeader />
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Outlet />
      </Container>
      <StoreFooter />
    </Box>
  );
}

/** Standalone pages (SPEC 2: code sandbox, redirect, landing page) have no shop chrome. */
export function StandaloneLayout() {
  return (
    <Container
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      maxWidth="md"
      sx={{ py: 4, '&:focus': { outline: 'none' } }}
    >
      <Outlet />
    </Container>
  );
}
