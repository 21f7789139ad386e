import type { Localized } from '@shop/shared';
import {
  optionChoices,
  optionGroups,
  variantAttributes,
  variantAttributeValues,
} from '../../../apps/api/src/db/schema/index.ts';
import { OPTION_GROUPS, SIZE_SETS } from '../data/catalogue.ts';
import { COLOURS, type ColourKey } from '../data/colours.ts';
import { insertKeyed, must, type SeedContext } from './context.ts';

export interface OptionIds {
  /** Option group ids by key. */
  groups: Map<string, number>;
  /** Extra price of a choice, by `group:choice` (the larger sizes cost more). */
  surcharges: Map<string, number>;
}

/** Option groups with their choices; the size groups also give the size surcharges of variants. */
export async function seedOptions(ctx: SeedContext): Promise<OptionIds> {
  const { tx } = ctx;
  const surcharges = new Map<string, number>();
  const groups = await insertKeyed(OPTION_GROUPS, 'option group', async (g) => {
    const rows = await tx
      .insert(optionGroups)
      .values({ name: g.name, note: g.note, minSelect: g.min, maxSelect: g.max, required: g.required })
      .returning({ id: optionGroups.id });
    const optionGroupId = must(rows[0], 'option group').id;
    await tx.insert(optionChoices).values(
      g.choices.map((c, position) => ({
        optionGroupId,
        name: c.name,
        priceDelta: c.priceDelta,
        hex: c.hex ?? null,
        position,
      })),
    );
    for (const c of g.choices) if (c.priceDelta) surcharges.set(`${g.key}:${c.key}`, c.priceDelta);
    return rows;
  });
  await seedVariantAttributes(ctx);
  return { groups, surcharges };
}

/** Variant attributes: one size attribute whose values are grouped by size set, and colour. */
async function seedVariantAttributes({ tx }: SeedContext): Promise<void> {
  const sizeGroup = must(
    OPTION_GROUPS.find((g) => g.key === 'size'),
    'size option group',
  );
  const [sizeAttr, colourAttr] = await tx
    .insert(variantAttributes)
    .values([
      { code: 'size', name: sizeGroup.name, kind: 'size', position: 0 },
      { code: 'colour', name: { en: 'Colour', ar: 'اللون' }, kind: 'colour', position: 1 },
    ])
    .returning({ id: variantAttributes.id });
  const sizeValues = new Map<string, { code: string; name: Localized; group: string }>();
  for (const set of Object.values(SIZE_SETS)) {
    const group = must(
      OPTION_GROUPS.find((g) => g.key === set.group),
      `size group ${set.group}`,
    );
    for (const choice of group.choices) {
      if (!sizeValues.has(choice.key))
        sizeValues.set(choice.key, { code: choice.key, name: choice.name, group: set.group });
    }
  }
  await tx.insert(variantAttributeValues).values([
    ...[...sizeValues.values()].map((v, position) => ({
      attributeId: must(sizeAttr, 'size attribute').id,
      code: v.code,
      name: v.name,
      valueGroup: v.group,
      position,
    })),
    ...(Object.keys(COLOURS) as ColourKey[]).map((key, position) => ({
      attributeId: must(colourAttr, 'colour attribute').id,
      code: key,
      name: COLOURS[key].name,
      hex: COLOURS[key].hex,
      position,
    })),
  ]);
}
