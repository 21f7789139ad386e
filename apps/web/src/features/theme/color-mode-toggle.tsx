import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useColorMode } from './color-mode.ts';

/** Dark/light, remembered locally (SPEC 4). */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const [mode, toggle] = useColorMode();
  const label = mode === 'dark' ? t('colorMode.toLight') : t('colorMode.toDark');
  return (
    <IconButton color="inherit" onClick={toggle} aria-label={label} title={label}>
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
