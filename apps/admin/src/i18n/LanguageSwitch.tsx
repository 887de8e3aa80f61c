import { Select } from 'antd';
import { setLanguage, useTranslation } from './language-store.ts';
import type { AdminLanguage } from './messages.ts';

const languageNames: Record<AdminLanguage, string> = { en: 'English', hk: '繁體中文' };

export function LanguageSwitch() {
  const { lang, t } = useTranslation();
  return (
    <Select<AdminLanguage>
      aria-label={t('public.language')}
      data-testid="admin-language"
      value={lang}
      onChange={setLanguage}
      options={(Object.keys(languageNames) as AdminLanguage[]).map((value) => ({
        value,
        label: languageNames[value],
      }))}
      style={{ width: 120 }}
    />
  );
}
