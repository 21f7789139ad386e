import { styled } from '@mui/material/styles';
import { Link } from 'react-router';

/** An in-app text link in the theme's primary colour (lighter than MUI's Link). */
export const TextLink = styled(Link)(({ theme }) => ({
  color: theme.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));

/**
 * A text link beside other text in the same block (a table cell with the item's details under
 * it): underlined, as colour alone does not tell it from the text around it (WCAG 1.4.1).
 */
export const InlineTextLink = styled(TextLink)({ textDecoration: 'underline' });

/** The same look for plain anchors (tel:, mailto:, other sites). */
export const TextAnchor = styled('a')(({ theme }) => ({
  color: theme.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));
