import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages.ts';
import { menuFor, menuGroups, menuSections, sectionOf, sectionsFor } from './menu-sections.ts';

const paths = (role: Parameters<typeof sectionsFor>[0]) =>
  sectionsFor(role).map((section) => section.path);

describe('menu by role', () => {
  it('shows an administrator every page', () => {
    expect(paths('administrator')).toEqual(menuSections.map((section) => section.path));
  });

  it('shows finance the money queues, the reconciliation and funds configuration, not instruments or operators', () => {
    expect(paths('finance')).toEqual([
      '/',
      '/overview',
      '/reconciliation',
      '/kyc',
      '/deposits',
      '/withdrawals',
      '/users',
      '/deposit-networks',
      '/wire-options',
      '/draw-currencies',
    ]);
  });

  it('shows support identity, users, the outbox, the ranking, the news desk and the provider directory', () => {
    expect(paths('support')).toEqual([
      '/',
      '/overview',
      '/kyc',
      '/users',
      '/outbox',
      '/ranking',
      '/news',
      '/news-feeds',
      '/companies',
    ]);
  });

  it('shows risk the reconciliation, the ranking, instruments, categories and settings', () => {
    expect(paths('risk')).toEqual([
      '/',
      '/overview',
      '/reconciliation',
      '/users',
      '/ranking',
      '/instruments',
      '/categories',
      '/settings',
    ]);
  });

  it('drops groups a role has nothing in', () => {
    expect(menuFor('risk').map((entry) => entry.group)).toEqual([
      'monitor',
      'customers',
      'configuration',
    ]);
    expect(menuFor('administrator').map((entry) => entry.group)).toEqual(Object.keys(menuGroups));
  });

  it('labels every page and group in both languages', () => {
    const keys = [...menuSections.map((s) => s.label), ...Object.values(menuGroups)];
    for (const key of keys) {
      expect(messages.en[key]).toBeTruthy();
      expect(messages.hk[key]).toBeTruthy();
    }
  });
});

describe('sectionOf', () => {
  it('finds the page a location belongs to', () => {
    expect(sectionOf('/')?.path).toBe('/');
    expect(sectionOf('/users')?.path).toBe('/users');
    expect(sectionOf('/news/12')?.path).toBe('/news');
    expect(sectionOf('/news-feeds')?.path).toBe('/news-feeds');
    expect(sectionOf('/users/42')?.path).toBe('/users');
    expect(sectionOf('/deposit-networks')?.path).toBe('/deposit-networks');
    expect(sectionOf('/reconciliation/3')?.path).toBe('/reconciliation');
    expect(sectionOf('/nowhere')).toBeUndefined();
  });
});
