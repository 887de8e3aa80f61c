import { NewsCategory } from '@tp/contract/codes';
import type { NewsCategoryId } from '@tp/contract/entities';
import { Button, Card, Flex, Form, Input, Segmented, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/language-store.ts';
import { dateTime } from '../../ui/format.ts';
import type { ArticleForm } from './article-form.ts';
import { categoryLabels, statusColours, statusLabels } from './article-labels.ts';
import { CoverField } from './CoverField.tsx';

export type PublishingActions = {
  save: () => void;
  preview: () => void;
  publish: (at?: string) => void;
  unpublish: () => void;
  remove: () => void;
};

type PublishingPanelProps = {
  form: ArticleForm;
  busy: boolean;
  onChange: (change: Partial<ArticleForm>) => void;
  actions: PublishingActions;
};

/** Everything about an article but its text: category, cover, an announcement's extras, and what to do with it. */
export function PublishingPanel({ form, busy, onChange, actions }: PublishingPanelProps) {
  const { t } = useTranslation();
  const [scheduleAt, setScheduleAt] = useState('');
  const announcement = form.categoryId === NewsCategory.announcement;
  const live = form.status === 'published' || form.status === 'scheduled';
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('news.status')}>
        <Flex vertical gap={12}>
          <Flex gap={8} align="center" wrap>
            <Tag color={statusColours[form.status]} data-testid="article-status">
              {t(statusLabels[form.status])}
            </Tag>
            {form.publishAt ? (
              <Typography.Text type="secondary">
                {t('news.publishAt')}: {dateTime(form.publishAt)}
              </Typography.Text>
            ) : null}
          </Flex>
          <Flex gap={8} wrap>
            <Button type="primary" loading={busy} onClick={actions.save} data-testid="article-save">
              {t('news.save')}
            </Button>
            <Button onClick={actions.preview} data-testid="article-preview-open">
              {t('news.preview')}
            </Button>
            <Button onClick={() => actions.publish()} disabled={busy} data-testid="article-publish">
              {t('news.publishNow')}
            </Button>
          </Flex>
          <Flex gap={8} wrap align="center">
            <Input
              type="datetime-local"
              value={scheduleAt}
              onChange={(event) => setScheduleAt(event.target.value)}
              style={{ width: 210 }}
              aria-label={t('news.scheduleAt')}
              data-testid="article-schedule-at"
            />
            <Button
              disabled={busy || scheduleAt === ''}
              onClick={() => actions.publish(scheduleAt)}
              data-testid="article-schedule"
            >
              {t('news.schedule')}
            </Button>
          </Flex>
          {form.id !== undefined ? (
            <Flex gap={8} wrap>
              {live ? (
                <Button danger onClick={actions.unpublish} data-testid="article-unpublish">
                  {t('news.unpublish')}
                </Button>
              ) : null}
              <Button danger type="text" onClick={actions.remove} data-testid="article-delete">
                {t('news.delete')}
              </Button>
            </Flex>
          ) : null}
        </Flex>
      </Card>
      <Card size="small" title={t('news.category')}>
        <Segmented<NewsCategoryId>
          value={form.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
          options={[NewsCategory.news, NewsCategory.announcement].map((value) => ({
            value,
            label: t(categoryLabels[value] ?? 'news.categoryNews'),
          }))}
          data-testid="article-category"
        />
        {announcement ? (
          <Form layout="vertical" component="div" style={{ marginTop: 16 }}>
            <Form.Item label={t('news.pinned')} style={{ marginBottom: 8 }}>
              <Switch
                checked={form.pinned}
                onChange={(pinned) => onChange({ pinned })}
                data-testid="article-pinned"
              />
            </Form.Item>
            <Form.Item label={t('news.popup')} style={{ marginBottom: 8 }}>
              <Switch
                checked={form.popup}
                onChange={(popup) => onChange({ popup })}
                data-testid="article-popup"
              />
            </Form.Item>
            <Form.Item label={t('news.activeFrom')} style={{ marginBottom: 8 }}>
              <Input
                type="datetime-local"
                value={form.activeFrom}
                onChange={(event) => onChange({ activeFrom: event.target.value })}
                data-testid="article-active-from"
              />
            </Form.Item>
            <Form.Item label={t('news.activeTo')} extra={t('news.activeHelp')}>
              <Input
                type="datetime-local"
                value={form.activeTo}
                onChange={(event) => onChange({ activeTo: event.target.value })}
                data-testid="article-active-to"
              />
            </Form.Item>
          </Form>
        ) : null}
      </Card>
      <Card size="small" title={t('news.cover')}>
        <CoverField value={form.coverUrl} onChange={(coverUrl) => onChange({ coverUrl })} />
      </Card>
    </Flex>
  );
}
