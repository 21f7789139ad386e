import type { OptionSelection, ProductDetails } from '@shop/shared';

type Group = ProductDetails['optionGroups'][number];
type Variant = ProductDetails['variants'][number];

/** Toggles a choice; a group of one choice at most behaves like radio buttons. */
export function toggleChoice(selection: OptionSelection, group: Group, choiceId: number): OptionSelection {
  const current = selection[group.id] ?? [];
  if (current.includes(choiceId))
    return { ...selection, [group.id]: current.filter((id) => id !== choiceId) };
  if (group.maxSelect <= 1) return { ...selection, [group.id]: [choiceId] };
  if (current.length >= group.maxSelect) return selection;
  return { ...selection, [group.id]: [...current, choiceId] };
}

export interface Attribute {
  attribute: string;
  name: string;
  values: { value: string; name: string; hex: string | null }[];
}

/** The variant attributes (size, colour…) and their values, in the order the variants give them. */
export function attributesOfVariants(variants: Variant[]): Attribute[] {
  const out: Attribute[] = [];
  for (const variant of variants) {
    for (const option of variant.options) {
      let attribute = out.find((a) => a.attribute === option.attribute);
      if (!attribute) {
        attribute = { attribute: option.attribute, name: option.attributeName, values: [] };
        out.push(attribute);
      }
      if (!attribute.values.some((v) => v.value === option.value)) {
        attribute.values.push({ value: option.value, name: option.valueName, hex: option.hex });
      }
    }
  }
  return out;
}

/** The variant whose options are exactly the chosen values, once every attribute has one. */
export function chosenVariant(
  variants: Variant[],
  attributes: Attribute[],
  chosen: Record<string, string>,
): Variant | undefined {
  if (attributes.some((a) => !chosen[a.attribute])) return undefined;
  return variants.find((v) => v.options.every((o) => chosen[o.attribute] === o.value));
}

/** Whether some variant has this value together with the other values chosen so far. */
export function valueExists(
  variants: Variant[],
  chosen: Record<string, string>,
  attribute: string,
  value: string,
): boolean {
  return variants.some(
    (v) =>
      v.options.some((o) => o.attribute === attribute && o.value === value) &&
      v.options.every(
        (o) => o.attribute === attribute || !chosen[o.attribute] || chosen[o.attribute] === o.value,
      ),
  );
}

/** A picture the choice so far calls for, with its alternative text (the values chosen). */
export interface ChoicePicture {
  url: string;
  alt: string;
}

/**
 * The picture of the choice so far: the chosen variant's own, or the one every variant still
 * possible shares (a colour chosen before the size). Null when nothing is chosen or the variants
 * still possible have no one picture: the product's own pictures then.
 */
export function choicePicture(
  variants: Variant[],
  attributes: Attribute[],
  chosen: Record<string, string>,
): ChoicePicture | null {
  const picked = attributes.filter((a) => chosen[a.attribute]);
  if (picked.length === 0) return null;
  const possible = variants.filter((v) =>
    v.options.every((o) => !chosen[o.attribute] || chosen[o.attribute] === o.value),
  );
  const url = possible[0]?.image;
  if (!url || possible.some((v) => v.image !== url)) return null;
  const alt = picked
    .map((a) => a.values.find((v) => v.value === chosen[a.attribute])?.name ?? '')
    .filter(Boolean)
    .join(' / ');
  return { url, alt };
}
