import { styled } from '@mui/material/styles';
import { TextLink } from '../../../components/ui/text-link.tsx';

/** A link inside a sentence: underlined, so it is not told apart by colour alone (WCAG 1.4.1). */
export const InlineLink = styled(TextLink)({
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
