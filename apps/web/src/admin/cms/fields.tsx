import { SelectFilter } from '../../back-office/kit/filter-bar.tsx';

/** The content forms' half-row fields: side by side from `md`, where the rich-text bodies leave room. */
export const HALF_FROM_MD = { xs: 12, md: 6 } as const;

/** A yes/no filter in the URL (`true`/`false`), each side named as the list says it. */
export function YesNoFilter({
  label,
  yes,
  no,
  value,
  onChange,
}: {
  label: string;
  yes: string;
  no: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <SelectFilter
      label={label}
      value={value}
      options={[
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
      onChange={onChange}
    />
  );
}
