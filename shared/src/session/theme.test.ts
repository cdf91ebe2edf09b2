// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';
import { applyTheme, followStoredTheme, readThemeChoice, saveThemeChoice, themeAttributeFor, themeChoiceOf } from './theme.ts';

describe('the theme rule: stored value -> choice -> data-theme', () => {
  it.each([
    [null, 'system', null],
    [undefined, 'system', null],
    ['', 'system', null],
    ['system', 'system', null],
    ['light', 'light', 'light'],
    ['dark', 'dark', 'dark'],
    ['Dark', 'system', null],
    ['sepia', 'system', null],
    ['"dark"', 'system', null],
  ])('%j -> %s -> data-theme %s', (stored, choice, attribute) => {
    expect(themeChoiceOf(stored)).toBe(choice);
    expect(themeAttributeFor(stored)).toBe(attribute);
  });
});

describe('applyTheme', () => {
  it('sets data-theme for light and dark and takes it off for system', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.getAttribute('data-theme')).toBe('dark');
    applyTheme('light', root);
    expect(root.getAttribute('data-theme')).toBe('light');
    applyTheme(null, root);
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});

describe('readThemeChoice and saveThemeChoice', () => {
  it('stores light and dark, removes the key for system, and applies each at once', () => {
    const storage = new MemoryStorage();
    const root = document.createElement('html');
    expect(readThemeChoice(storage)).toBe('system');
    saveThemeChoice('dark', storage, root);
    expect(storage.getItem('theme')).toBe('dark');
    expect(readThemeChoice(storage)).toBe('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    saveThemeChoice('system', storage, root);
    expect(storage.getItem('theme')).toBeNull();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('reads "system" from storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readThemeChoice(throwing)).toBe('system');
  });
});

describe('followStoredTheme', () => {
  it('applies the stored choice at once and follows a choice made in another tab', () => {
    localStorage.setItem('theme', 'light');
    followStoredTheme(window);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo', newValue: '{}' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});
