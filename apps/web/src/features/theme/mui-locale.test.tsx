import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders, switchLanguage } from '../../test/render.tsx';

/** MUI components that carry texts of their own, as the back office and the storefront use them. */
function Widgets() {
  return (
    <>
      <Autocomplete
        options={['Leeds', 'York']}
        renderInput={(params) => <TextField {...params} label="City" />}
      />
      <Pagination count={5} page={2} />
      <Alert onClose={() => {}}>Saved</Alert>
      <Rating value={3} readOnly />
    </>
  );
}

describe("MUI components' built-in texts follow the page language", () => {
  it('Arabic: open and close buttons, pagination and ratings read Arabic', async () => {
    await switchLanguage('ar');
    mockFetch();
    renderWithProviders(<Widgets />);
    expect(screen.getByRole('button', { name: 'فتح' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'التنقل عبر الصفحات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'انتقل إلى الصفحة 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'انتقل إلى الصفحة التالية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 نجوم' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'فتح' }));
    // The list is open: its button now closes it, as the alert's does.
    expect(screen.getAllByRole('button', { name: 'إغلاق' })).toHaveLength(2);
    await userEvent.type(screen.getByRole('combobox'), 'zz');
    expect(within(document.body).getByText('لا يوجد خيارات')).toBeInTheDocument();
  });

  it('English keeps MUI’s English, and switching back changes them back', async () => {
    await switchLanguage('ar');
    mockFetch();
    renderWithProviders(<Widgets />);
    expect(screen.getByRole('button', { name: 'فتح' })).toBeInTheDocument();
    await switchLanguage('en');
    expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'pagination navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 Stars' })).toBeInTheDocument();
  });
});
