import { describe, expect, it } from 'vitest';
import { chosenChoices, type OptionGroupRule, selectionExists, selectionProblems } from './selection.ts';

const group = (id: number, rule: Partial<OptionGroupRule> = {}): OptionGroupRule => ({
  id,
  name: `Group ${id}`,
  minSelect: 0,
  maxSelect: 2,
  required: false,
  choices: [{ id: id * 10 + 1, priceDelta: 100 }, { id: id * 10 + 2, priceDelta: 50 }, { id: id * 10 + 3 }],
  ...rule,
});

describe('selectionProblems', () => {
  it.each([
    ['nothing chosen in a required group', group(1, { required: true }), [], 'required', 1],
    ['fewer than the minimum', group(1, { minSelect: 2 }), [11], 'min', 2],
    ['the required minimum', group(1, { required: true, minSelect: 2 }), [11], 'min', 2],
    ['more than the maximum', group(1, { maxSelect: 1 }), [11, 12], 'max', 1],
  ] as const)('reports %s', (_case, rule, chosen, kind, limit) => {
    expect(selectionProblems([rule], { 1: chosen })).toEqual([{ groupId: 1, group: 'Group 1', kind, limit }]);
  });

  it('leaves an optional group empty, and accepts choices within bounds', () => {
    expect(selectionProblems([group(1, { minSelect: 2 }), group(2)], { 2: [21, 22] })).toEqual([]);
  });
});

describe('selectionExists and chosenChoices', () => {
  it('accepts only the choices of each group, each once', () => {
    const groups = [group(1), group(2)];
    expect(selectionExists(groups, { 1: [11], 2: [23] })).toBe(true);
    expect(selectionExists(groups, { 1: [21] })).toBe(false);
    expect(selectionExists(groups, { 1: [11, 11] })).toBe(false);
    expect(selectionExists(groups, { 9: [91] })).toBe(false);
    expect(selectionExists(groups, { 9: [] })).toBe(true);
  });

  it("gives the chosen choices in the groups' order", () => {
    expect(chosenChoices([group(1), group(2)], { 2: [22], 1: [13, 11] })).toEqual([
      { id: 11, priceDelta: 100 },
      { id: 13 },
      { id: 22, priceDelta: 50 },
    ]);
  });
});
