import { type Language, languageNames } from '@tp/contract/languages';
import { Form, Input, Select, Tabs } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';
import {
  type ArticleForm,
  emptyVersion,
  languagesToAdd,
  type VersionForm,
} from './article-form.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

type LanguageTabsProps = {
  form: ArticleForm;
  onChange: (versions: VersionForm[]) => void;
  confirmRemove: (lang: Language) => Promise<boolean>;
};

/** A tab per language the article is written in, each with its title, summary and body. */
export function LanguageTabs({ form, onChange, confirmRemove }: LanguageTabsProps) {
  const { t } = useTranslation();
  const update = (lang: Language, change: Partial<VersionForm>) =>
    onChange(
      form.versions.map((version) => (version.lang === lang ? { ...version, ...change } : version)),
    );
  const addable = languagesToAdd(form);
  return (
    <Tabs
      type="editable-card"
      hideAdd
      data-testid="article-languages"
      onEdit={(key, action) => {
        if (action !== 'remove' || typeof key !== 'string') return;
        void confirmRemove(key as Language).then((yes) => {
          if (yes) onChange(form.versions.filter((version) => version.lang !== key));
        });
      }}
      tabBarExtraContent={
        addable.length > 0 ? (
          <Select<Language>
            size="small"
            placeholder={t('news.addLanguage')}
            value={null}
            style={{ width: 170 }}
            options={addable.map((lang) => ({ value: lang, label: languageNames[lang] }))}
            onChange={(lang) => onChange([...form.versions, emptyVersion(lang)])}
            data-testid="article-add-language"
          />
        ) : null
      }
      items={form.versions.map((version) => ({
        key: version.lang,
        label: (
          <span data-testid={`article-tab-${version.lang}`}>{languageNames[version.lang]}</span>
        ),
        closable: form.versions.length > 1,
        children: (
          <Form layout="vertical" component="div">
            <Form.Item label={t('news.title')} required>
              <Input
                value={version.title}
                maxLength={200}
                showCount
                onChange={(event) => update(version.lang, { title: event.target.value })}
                data-testid={`article-title-${version.lang}`}
              />
            </Form.Item>
            <Form.Item label={t('news.summary')} extra={t('news.summaryHelp')}>
              <Input.TextArea
                value={version.summary}
                maxLength={500}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
                onChange={(event) => update(version.lang, { summary: event.target.value })}
                data-testid={`article-summary-${version.lang}`}
              />
            </Form.Item>
            <Form.Item label={t('news.body')}>
              <RichTextEditor
                value={version.content}
                onChange={(content) => update(version.lang, { content })}
                testId={`article-body-${version.lang}`}
              />
            </Form.Item>
          </Form>
        ),
      }))}
    />
  );
}
