import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StorefrontMenu } from '@shop/shared';
import { Thumb } from '../../../components/ui/picture.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { itemTarget } from '../components/menu-items.tsx';
import { ScrollRow } from '../components/scroll-row.tsx';
import { SectionFrame, visuallyHidden } from '../components/section-frame.tsx';

const PER_VIEW = { xs: 3, sm: 4, md: 6, lg: 7, xl: 8 };

/**
 * Bar Menu (SPEC 3 `bar`: brands or categories, no media): a compact band of round pictures with
 * their names that scrolls sideways, for getting to a brand or category in one tap.
 */
export default function BarSection({ menu }: { menu: StorefrontMenu }) {
  return (
    <SectionFrame menu={menu} showBanner={false}>
      <Box
        sx={{
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          px: { xs: 1, md: 3 },
          pt: 2,
          pb: 0.5,
        }}
      >
        <ScrollRow label={menu.name} perView={PER_VIEW}>
          {menu.items.map((item) => {
            const target = itemTarget(item);
            const taxon = item.brand ?? item.category;
            if (!target || !taxon) return null;
            return (
              <li key={target.key}>
                <Box
                  component={RouterLink}
                  to={target.href}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 1,
                    color: 'text.primary',
                    textDecoration: 'none',
                    borderRadius: 2,
                    py: 0.5,
                    '&:hover img': { boxShadow: 4 },
                    '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
                  }}
                >
                  <Thumb
                    src={taxon.image || undefined}
                    size={96}
                    sx={{
                      width: { xs: 72, md: 96 },
                      height: { xs: 72, md: 96 },
                      borderRadius: '50%',
                      objectFit: 'cover',
                      bgcolor: 'action.hover',
                      border: 1,
                      borderColor: 'divider',
                      transition: 'box-shadow .2s',
                    }}
                  />
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ fontWeight: 600, textAlign: 'center', ...(menu.hideText ? visuallyHidden : {}) }}
                  >
                    {taxon.name}
                  </Typography>
                </Box>
              </li>
            );
          })}
        </ScrollRow>
      </Box>
    </SectionFrame>
  );
}
