import { useQueryClient } from '@tanstack/react-query';
import { type Language, languageNames, languages } from '@tp/contract/languages';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** All 18 languages; the choice is kept and goes with every request as `lang`. */
export function LanguagePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useSession((s) => s.lang);
  const setLang = useSession((s) => s.setLang);
  const choose = (lang: Language) => {
    if (lang === current) return;
    setLang(lang);
    // Server texts (categories, messages) come back in the new language.
    void queryClient.invalidateQueries();
  };
  return (
    <div className="page">
      <PageHeader title={t('public.language')} back />
      <div className="menu">
        {languages.map((lang) => (
          <button
            key={lang}
            type="button"
            aria-pressed={lang === current}
            className={`menu__row${lang === current ? ' menu__row--active' : ''}`}
            onClick={() => choose(lang)}
            data-testid={`lang-${lang}`}
          >
            <span lang={lang}>{languageNames[lang]}</span>
            {lang === current ? (
              <span className="check" aria-hidden="true">
                ✓
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
