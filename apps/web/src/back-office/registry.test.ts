import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { buildRegistry, type ResourceDefinition } from './registry.ts';

const icon = (() => null) as unknown as typeof SvgIcon;
const Screen: ComponentType = () => null;
const load = async () => Screen;

type Def = ResourceDefinition<'a' | 'addA' | 'b' | 'c', 'one' | 'two', 'beta'>;

describe('buildRegistry', () => {
  it('gathers every resource screen by page key and orders the sidebar by section, then registry order', () => {
    const resources: Def[] = [
      { name: 'c', nav: { section: 'two', page: 'c', path: 'c', icon } },
      { name: 'a', screens: { a: load, addA: load }, nav: { section: 'one', page: 'a', path: 'a', icon } },
      {
        name: 'b',
        screens: { b: load },
        nav: { section: 'two', page: 'b', path: 'b', icon },
        permission: { flag: 'beta' },
      },
    ];
    const registry = buildRegistry(['one', 'two'], resources);
    expect(Object.keys(registry.screens).sort()).toEqual(['a', 'addA', 'b']);
    expect(registry.nav.map(({ section, items }) => [section, items.map((item) => item.name)])).toEqual([
      ['one', ['a']],
      ['two', ['c', 'b']],
    ]);
    expect(registry.nav[1]?.items[1]).toMatchObject({ page: 'b', path: 'b', flag: 'beta' });
  });

  it('a resource without a nav entry has screens but no sidebar link; an empty section stays empty', () => {
    const registry = buildRegistry<'a', 'one' | 'two', never>(
      ['one', 'two'],
      [{ name: 'a', screens: { a: load } }],
    );
    expect(registry.screens.a).toBe(load);
    expect(registry.nav).toEqual([
      { section: 'one', items: [] },
      { section: 'two', items: [] },
    ]);
  });

  it("gathers the resources' frames, and refuses a page framed twice", async () => {
    const Frame: ComponentType<{ children: ReactNode }> = ({ children }) => children;
    const frame = { pages: ['a', 'b'] as const, load: async () => Frame };
    const registry = buildRegistry<'a' | 'b' | 'c', 'one', never>(
      ['one'],
      [
        { name: 'tabs', screens: { a: load }, frame },
        { name: 'c', screens: { b: load, c: load } },
      ],
    );
    expect(registry.frames).toEqual([{ name: 'tabs', ...frame }]);
    expect(await registry.frames[0]?.load()).toBe(Frame);
    expect(() =>
      buildRegistry<'a' | 'b', 'one', never>(
        ['one'],
        [
          { name: 'first', frame: { pages: ['a'], load: frame.load } },
          { name: 'second', frame: { pages: ['b', 'a'], load: frame.load } },
        ],
      ),
    ).toThrow('Page "a" is in two frames (second).');
  });

  it('refuses a page declared by two resources', () => {
    expect(() =>
      buildRegistry<'a', 'one', never>(
        ['one'],
        [
          { name: 'first', screens: { a: load } },
          { name: 'second', screens: { a: load } },
        ],
      ),
    ).toThrow('Page "a" is declared by two resources (second).');
  });
});
