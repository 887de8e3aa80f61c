import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n, initI18n } from './i18n.ts';

describe('the app’s language', () => {
  it('draws nothing again when the language applied is the one it has', async () => {
    await initI18n('en');
    const changes: string[] = [];
    const listen = (locale: string) => changes.push(locale);
    i18n.on('languageChanged', listen);
    try {
      await applyLanguage('en');
      expect(changes).toEqual([]);
      await applyLanguage('de');
      expect(changes).toEqual(['de']);
      expect(document.documentElement.lang).toBe('de');
      expect(document.cookie).toContain('tp_lang=de');
      expect(i18n.t('trade.buyLong')).not.toBe(i18n.getFixedT('en')('trade.buyLong'));
      await applyLanguage('ar');
      expect(changes).toEqual(['de', 'ar']);
      expect(document.documentElement.dir).toBe('rtl');
    } finally {
      i18n.off('languageChanged', listen);
      await applyLanguage('en');
    }
  });
});
