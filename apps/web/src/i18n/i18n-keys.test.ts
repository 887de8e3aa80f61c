import { languageNames, languages, translationAreas } from '@tp/contract/languages';
import { describe, expect, it } from 'vitest';
import { en } from './en/en.ts';
import { hk } from './hk/hk.ts';
import { i18n, initI18n } from './i18n.ts';

type Tree = { readonly [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholders(tree: Tree): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const key of keysOf(tree)) {
    const text = key
      .split('.')
      .reduce<Tree | string>((node, part) => (node as Tree)[part] ?? '', tree);
    found[key] = [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
  }
  return found;
}

describe('translations', () => {
  it('group every key under the spec’s 15 areas', () => {
    expect(Object.keys(en).sort()).toEqual([...translationAreas].sort());
    expect(Object.keys(hk).sort()).toEqual([...translationAreas].sort());
  });

  it('have every English key in Traditional Chinese', () => {
    const missing = keysOf(en).filter((key) => !keysOf(hk).includes(key));
    expect(missing).toEqual([]);
  });

  it('have every Traditional Chinese key in English', () => {
    const missing = keysOf(hk).filter((key) => !keysOf(en).includes(key));
    expect(missing).toEqual([]);
  });

  it('leave no text empty and keep the same placeholders', () => {
    const texts = [en, hk].flatMap((tree) =>
      Object.values(tree).flatMap((area) => Object.values(area)),
    );
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
    expect(placeholders(hk)).toEqual(placeholders(en));
  });

  it('name all 18 selectable languages', () => {
    expect(Object.keys(languageNames).sort()).toEqual([...languages].sort());
  });

  it('fall back to English for a language without its own text', () => {
    initI18n('hk');
    expect(i18n.t('trade.estimatedMargin')).toBe('預估保證金');
    void i18n.changeLanguage('fr');
    expect(i18n.t('trade.estimatedMargin')).toBe('Estimated margin');
    void i18n.changeLanguage('hk');
  });
});
