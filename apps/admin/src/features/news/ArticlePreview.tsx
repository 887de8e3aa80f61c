import { Empty, Modal, Segmented, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { callAdmin, errorMessage } from '../../api/admin-api.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import type { ArticleForm } from './article-form.ts';
import './article-preview.css';
import { previewHtml } from './preview-html.ts';

/** The date as the trader app shows it: the reader's own way of writing a day. */
function readerDate(iso: string | null, lang: string): string {
  const locale = lang === 'hk' ? 'zh-Hant-HK' : lang === 'en' ? 'en' : lang;
  const at = iso ? new Date(iso) : new Date();
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

type ArticlePreviewProps = { form: ArticleForm; open: boolean; onClose: () => void };

/**
 * The article on a 390-pixel phone, in the trader app's colours and type: the body as the server
 * would save it (its sanitizer answers), then as the app's own sanitizer shows it.
 */
export function ArticlePreview({ form, open, onClose }: ArticlePreviewProps) {
  const { t, lang: ownLanguage } = useTranslation();
  const written = form.versions.filter((version) => version.title.trim() !== '');
  const [lang, setLang] = useState<string | undefined>();
  // The language chosen, else the operator's own, else the first written.
  const version =
    written.find((candidate) => candidate.lang === lang) ??
    written.find((candidate) => candidate.lang === ownLanguage) ??
    written[0];
  const [body, setBody] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open || !version) return;
    let current = true;
    setBody(null);
    setFailure(null);
    callAdmin('adminPreviewArticle', { content: version.content })
      .then((answer) => {
        if (current) setBody(previewHtml(answer.content));
      })
      .catch((caught: unknown) => {
        if (current) setFailure(errorMessage(caught));
      });
    return () => {
      current = false;
    };
  }, [open, version]);

  return (
    <Modal
      open={open}
      title={t('news.previewTitle')}
      onCancel={onClose}
      footer={null}
      width={460}
      destroyOnHidden
    >
      {!version ? (
        <Empty description={t('news.oneLanguage')} />
      ) : (
        <>
          {written.length > 1 ? (
            <Segmented
              value={version.lang}
              onChange={(value) => setLang(value)}
              options={written.map((candidate) => ({
                value: candidate.lang,
                label: candidate.lang.toUpperCase(),
              }))}
              style={{ marginBottom: 12 }}
              data-testid="preview-language"
            />
          ) : null}
          <div className="phone-preview" data-testid="article-preview">
            <div className="phone-preview__screen">
              <h1 className="phone-preview__title">{version.title}</h1>
              <p className="phone-preview__meta">{readerDate(form.publishAt, version.lang)}</p>
              {form.coverUrl ? (
                <img className="phone-preview__cover" src={form.coverUrl} alt="" />
              ) : null}
              {failure ? (
                <p>{failure}</p>
              ) : body === null ? (
                <Spin />
              ) : (
                <div
                  className="phone-preview__body"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitized HTML, sanitized again by the contract's allow-list
                  dangerouslySetInnerHTML={{ __html: body }}
                />
              )}
            </div>
          </div>
        </>
      )}
    </Modal>
  );
}
