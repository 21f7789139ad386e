import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { languageCodes } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';

/** ar | en, each named in its own language; the choice is remembered (SPEC 4). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Box
      role="group"
      aria-label={t('language.label')}
      sx={{ display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      {languageCodes.map((code) => (
        <Button
          key={code}
          lang={code}
          size="small"
          aria-pressed={code === lang}
          variant={code === lang ? 'contained' : 'text'}
          disableElevation
          color={code === lang ? 'primary' : 'inherit'}
          onClick={() => void setLanguage(code)}
          sx={{ borderRadius: 0, minWidth: 0, px: 1.25, py: 0.25, whiteSpace: 'nowrap' }}
        >
          {t(`language.${code}`)}
        </Button>
      ))}
    </Box>
  );
}
