import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatMoney, type Localized, pickLocalized } from '@shop/shared';
import { useDeployment } from '../../features/site/deployment.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useProductsT } from './i18n.ts';
import { MultiRefPicker, type RefRecord, useRefRecords } from './ref-picker.tsx';

interface GroupShape {
  name: Localized;
  note: Localized | null;
  minSelect: number;
  maxSelect: number;
  required: boolean;
  choices: Array<{ id: number; name: Localized; priceDelta: number }>;
}

const asGroup = (record: RefRecord | undefined) => record as unknown as GroupShape | undefined;

/**
 * SPEC 3 "option groups (min and max selection, required flag, note, choices)": the groups are
 * shared templates (variants and options screens); a product offers some of them, each once, in
 * the order shown here (SPEC 5).
 */
export function OptionGroupsField({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const t = useProductsT();
  const lang = useLanguage();
  const currency = useDeployment().currency.name;
  const records = useRefRecords('option-groups', value);
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [id] = next.splice(index, 1);
    if (id === undefined) return;
    next.splice(index + by, 0, id);
    onChange(next);
  };
  return (
    <Box>
      <MultiRefPicker
        resource="option-groups"
        label={t('form.optionGroups')}
        helperText={t('form.optionGroupsHelp')}
        value={value}
        onChange={onChange}
        error={error}
        hideChips
      />
      {value.length ? (
        <Box
          component="ol"
          aria-label={t('form.optionGroups')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {value.map((id, index) => {
            const group = asGroup(records.byId.get(id));
            const name = group ? pickLocalized(group.name, lang) : `#${id}`;
            const note = group?.note ? pickLocalized(group.note, lang) : '';
            return (
              <Box
                component="li"
                key={id}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 1.5,
                  mb: 1,
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                }}
              >
                <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Typography component="span" fontWeight={600}>
                      {name}
                    </Typography>
                    {group ? (
                      <>
                        <Chip
                          size="small"
                          color={group.required ? 'primary' : 'default'}
                          variant={group.required ? 'filled' : 'outlined'}
                          label={group.required ? t('form.groupRequired') : t('form.groupOptional')}
                        />
                        <Typography component="span" variant="body2" color="text.secondary">
                          {t('form.groupSummary', { min: group.minSelect, max: group.maxSelect })}
                        </Typography>
                      </>
                    ) : null}
                  </Box>
                  {note ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('form.groupNote', { note })}
                    </Typography>
                  ) : null}
                  {group ? (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
                      {group.choices.map((choice) => (
                        <Chip
                          key={choice.id}
                          size="small"
                          variant="outlined"
                          label={
                            choice.priceDelta
                              ? `${pickLocalized(choice.name, lang)} +${formatMoney(choice.priceDelta, currency, lang)}`
                              : pickLocalized(choice.name, lang)
                          }
                        />
                      ))}
                    </Box>
                  ) : null}
                </Box>
                <IconButton
                  size="small"
                  aria-label={t('form.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('form.moveDown', { name })}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('form.remove', { name })}
                  onClick={() => onChange(value.filter((v) => v !== id))}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
