import { useSyncExternalStore } from 'react';
import { createStoredValue, storageKeys } from '../../lib/storage.ts';

export type ColorMode = 'light' | 'dark';

const parse = (raw: string | null): ColorMode | null => (raw === 'light' || raw === 'dark' ? raw : null);

/** Dark or light, remembered locally (SPEC 4); unset follows the system preference. */
export const storedColorMode = createStoredValue<ColorMode>(storageKeys.colorMode, parse);

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

export function currentColorMode(): ColorMode {
  return storedColorMode.get() ?? (systemPrefersDark() ? 'dark' : 'light');
}

export function useColorMode(): [ColorMode, () => void] {
  const mode = useSyncExternalStore(storedColorMode.subscribe, currentColorMode, currentColorMode);
  return [mode, () => storedColorMode.set(mode === 'dark' ? 'light' : 'dark')];
}
