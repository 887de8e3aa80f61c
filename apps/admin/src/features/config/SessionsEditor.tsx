import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { sessionProblem } from './instrument-form.ts';

/** Day 0 is Sunday, as the contract counts (UTC). */
const dayLabels: readonly MessageKey[] = [
  'product.sunday',
  'product.monday',
  'product.tuesday',
  'product.wednesday',
  'product.thursday',
  'product.friday',
  'product.saturday',
];

/**
 * The instrument's trading sessions, one row per day and span, in UTC: open inclusive, close
 * exclusive, `24:00` for the end of the day. The market is closed outside every row.
 */
export function SessionsEditor() {
  const { t } = useTranslation();
  const clockRule = { pattern: /^\d{1,2}:\d{2}$/, message: t('product.timeFormat') };
  return (
    <>
      <Typography.Title level={5}>{t('product.sessions')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('product.sessionsHelp')}</Typography.Paragraph>
      <Form.List name="sessions">
        {(rows, { add, remove }) => (
          <>
            {rows.length > 0 && (
              <Flex gap={8} style={{ marginBottom: 4 }}>
                <Typography.Text type="secondary" style={{ width: 150 }}>
                  {t('product.day')}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ width: 100 }}>
                  {t('product.opensAt')}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ width: 100 }}>
                  {t('product.closesAt')}
                </Typography.Text>
              </Flex>
            )}
            {rows.map((row, index) => (
              <Flex key={row.key} gap={8} align="start" data-testid={`session-${index}`}>
                <Form.Item name={[row.name, 'Day']} style={{ width: 150 }}>
                  <Select
                    options={dayLabels.map((label, day) => ({ value: day, label: t(label) }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'Open']}
                  style={{ width: 100 }}
                  rules={[{ required: true, message: t('product.timeFormat') }, clockRule]}
                >
                  <Input
                    placeholder="00:00"
                    style={{ width: 100 }}
                    aria-label={t('product.opensAt')}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'Close']}
                  style={{ width: 100 }}
                  dependencies={[['sessions', row.name, 'Open']]}
                  rules={[
                    { required: true, message: t('product.timeFormat') },
                    ({ getFieldValue }) => ({
                      validator: (_, close: string) => {
                        const problem = sessionProblem(
                          getFieldValue(['sessions', row.name, 'Open']) ?? '',
                          close ?? '',
                        );
                        if (problem === 'badTime')
                          return Promise.reject(new Error(t('product.timeFormat')));
                        if (problem) return Promise.reject(new Error(t('product.closeAfterOpen')));
                        return Promise.resolve();
                      },
                    }),
                  ]}
                >
                  <Input
                    placeholder="24:00"
                    style={{ width: 100 }}
                    aria-label={t('product.closesAt')}
                  />
                </Form.Item>
                <Button onClick={() => remove(row.name)}>{t('public.remove')}</Button>
              </Flex>
            ))}
            <Button
              type="dashed"
              onClick={() => add({ Day: 1, Open: '00:00', Close: '24:00' })}
              data-testid="session-add"
            >
              {t('product.addSession')}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
