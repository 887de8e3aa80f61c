import type { ArticleEdit } from '@tp/contract/admin-news';
import { NewsCategory } from '@tp/contract/codes';
import { languageNames } from '@tp/contract/languages';
import { Alert, App, Button, Card, Col, Row, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { callAdmin, errorMessage } from '../../api/admin-api.ts';
import { useAdminAction } from '../../api/use-admin-action.ts';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { dateTime } from '../../ui/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ArticlePreview } from './ArticlePreview.tsx';
import {
  type ArticleForm,
  formOfArticle,
  formProblem,
  isoOfLocalInput,
  newArticleForm,
  saveParams,
} from './article-form.ts';
import { LanguageTabs } from './LanguageTabs.tsx';
import { PublishingPanel } from './PublishingPanel.tsx';

/** `/news/new?category=` and `/news/:id`: one article, written in a tab per language. */
export function ArticleEditorPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const action = useAdminAction();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const loaded = useAdminQuery('adminArticle', { id: id ?? 0 }, { enabled: id !== undefined });
  const [form, setForm] = useState<ArticleForm | null>(() =>
    id === undefined
      ? newArticleForm(
          search.get('category') === '2' ? NewsCategory.announcement : NewsCategory.news,
        )
      : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);

  useEffect(() => {
    if (loaded.data && loaded.data.id === id) setForm(formOfArticle(loaded.data));
  }, [loaded.data, id]);

  if (!form) {
    return (
      <>
        <LoadError error={loaded.error} retry={loaded.reload} />
        <Spin />
      </>
    );
  }
  const change = (patch: Partial<ArticleForm>) => setForm({ ...form, ...patch });

  /** Saves the form; answers the saved article, or undefined when it was refused. */
  const save = async (): Promise<ArticleEdit | undefined> => {
    const found = formProblem(form);
    if (found) {
      setProblem(t(found.key, found.values));
      return undefined;
    }
    setProblem(null);
    setBusy(true);
    try {
      const saved = await callAdmin('adminSaveArticle', saveParams(form));
      setForm(formOfArticle(saved));
      if (id === undefined) navigate(`/news/${saved.id}`, { replace: true });
      return saved;
    } catch (caught) {
      setProblem(errorMessage(caught));
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const act = async (run: (saved: ArticleEdit) => Promise<ArticleEdit | null | undefined>) => {
    const saved = await save();
    if (!saved) return;
    const after = await run(saved);
    if (after) setForm(formOfArticle(after));
  };

  const actions = {
    save: () => {
      void save().then((saved) => {
        if (saved) message.success(t('news.saved'));
      });
    },
    preview: () => setPreviewOpen(true),
    publish: (at?: string) => {
      const when = at ? isoOfLocalInput(at) : '';
      void action
        .confirm(
          when ? t('news.scheduleConfirm', { time: dateTime(when) }) : t('news.publishConfirm'),
        )
        .then((yes) => {
          if (!yes) return;
          void act((saved) =>
            action.run(
              'adminPublishArticle',
              { id: saved.id, ...(when ? { at: when } : {}) },
              when ? 'news.statusScheduled' : 'news.published',
            ),
          );
        });
    },
    unpublish: () => {
      void action.confirm(t('news.unpublishConfirm')).then((yes) => {
        if (yes && form.id !== undefined) {
          void action
            .run('adminUnpublishArticle', { id: form.id }, 'news.unpublished')
            .then((after) => after && setForm(formOfArticle(after)));
        }
      });
    },
    remove: () => {
      void action.confirm(t('news.deleteConfirm')).then((yes) => {
        if (yes && form.id !== undefined) {
          void action
            .run('adminDeleteArticle', { id: form.id }, 'news.deleted')
            .then(() => navigate('/news'));
        }
      });
    },
  };

  return (
    <>
      <PageHeader
        title={
          form.id === undefined
            ? t(
                form.categoryId === NewsCategory.announcement
                  ? 'news.newAnnouncement'
                  : 'news.newArticle',
              )
            : t('news.editArticle')
        }
        extra={
          <Button onClick={() => navigate('/news')} data-testid="article-back">
            {t('news.back')}
          </Button>
        }
      />
      {problem ? (
        <Alert
          type="error"
          showIcon
          title={problem}
          style={{ marginBottom: 16 }}
          data-testid="article-problem"
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card size="small">
            <LanguageTabs
              form={form}
              onChange={(versions) => change({ versions })}
              confirmRemove={(lang) =>
                action.confirm(t('news.removeLanguageConfirm', { lang: languageNames[lang] }))
              }
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <PublishingPanel form={form} busy={busy} onChange={change} actions={actions} />
        </Col>
      </Row>
      <ArticlePreview form={form} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </>
  );
}
