import type { ProductDetails } from '../schemas/catalogue.ts';

/*
 * The option choices of an order line (SPEC 3 "Option group: min and max selection, required
 * flag"; SPEC 5 "Required options must be selected and the maximum number of options not
 * exceeded"): one rule for the product page, the add-to-cart check and the server's quote.
 */

type OptionGroup = ProductDetails['optionGroups'][number];

/** What the rule reads of a group: its bounds and its choices (ids, and prices when visible). */
export type OptionGroupRule = Pick<OptionGroup, 'id' | 'name' | 'minSelect' | 'maxSelect' | 'required'> & {
  choices: readonly Pick<OptionGroup['choices'][number], 'id' | 'priceDelta'>[];
};

/** Chosen choice ids per option group id. */
export type OptionSelection = Readonly<Record<number, readonly number[]>>;

export interface SelectionProblem {
  groupId: number;
  group: string;
  /** `required`: nothing chosen in a required group; `min`/`max`: outside the group's bounds. */
  kind: 'required' | 'min' | 'max';
  limit: number;
}

/**
 * What is wrong with the chosen options. A group that is not required may be left empty; once
 * anything is chosen in it, its bounds apply.
 */
export function selectionProblems(
  groups: readonly OptionGroupRule[],
  selection: OptionSelection,
): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  for (const group of groups) {
    const n = selection[group.id]?.length ?? 0;
    const min = Math.max(group.minSelect, group.required ? 1 : 0);
    if (n === 0 && group.required) {
      problems.push({ groupId: group.id, group: group.name, kind: 'required', limit: min });
    } else if (n > 0 && n < min) {
      problems.push({ groupId: group.id, group: group.name, kind: 'min', limit: min });
    } else if (n > group.maxSelect) {
      problems.push({ groupId: group.id, group: group.name, kind: 'max', limit: group.maxSelect });
    }
  }
  return problems;
}

/**
 * Whether every chosen id is a choice of its group, each at most once. The product page only
 * offers real choices; a cart line from storage or another client may name anything.
 */
export function selectionExists(groups: readonly OptionGroupRule[], selection: OptionSelection): boolean {
  return Object.entries(selection).every(([groupId, ids]) => {
    const group = groups.find((g) => g.id === Number(groupId));
    if (!group) return ids.length === 0;
    return new Set(ids).size === ids.length && ids.every((id) => group.choices.some((c) => c.id === id));
  });
}

/** The chosen choices, in the groups' order: their `priceDelta`s make the options' price. */
export function chosenChoices<C extends { id: number }>(
  groups: readonly { id: number; choices: readonly C[] }[],
  selection: OptionSelection,
): C[] {
  return groups.flatMap((g) => g.choices.filter((c) => selection[g.id]?.includes(c.id)));
}
