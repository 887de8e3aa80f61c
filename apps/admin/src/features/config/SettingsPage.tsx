import { type SiteSettings, siteSettings } from '@tp/contract/admin-operations';
import { languageNames, languages } from '@tp/contract/languages';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { callAdmin, errorMessage } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { type Translate, zodFieldErrors } from '../../forms/field-errors.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { type SettingField, settingFields } from './settings-fields.ts';
import {
  changedSettings,
  formToSettings,
  type SettingsFormValues,
  settingsToForm,
} from './settings-form.ts';

/** The input of one setting, a direct child of its `Form.Item` so that the form drives it. */
function settingInput(field: SettingField, t: Translate) {
  const testId = `setting-${field.name}`;
  switch (field.kind) {
    case 'switch':
      return <Switch data-testid={testId} />;
    case 'number':
      return (
        <InputNumber<number>
          min={field.min}
          max={field.max}
          step={field.step}
          suffix={field.suffix}
          style={{ width: 220 }}
          data-testid={testId}
        />
      );
    case 'choice':
      return (
        <Select
          style={{ maxWidth: 360 }}
          options={field.choices.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
          data-testid={testId}
        />
      );
    case 'language':
      return (
        <Select
          style={{ maxWidth: 360 }}
          options={languages.map((lang) => ({ value: lang, label: languageNames[lang] }))}
          data-testid={testId}
        />
      );
    default:
      return <Input type={field.kind === 'email' ? 'email' : 'text'} data-testid={testId} />;
  }
}

/** Every site setting with what it does; only the changed ones are sent, and apply at once. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = useAdminQuery('adminSettings', {});
  const mayEdit = useMayCall('adminSaveSettings');
  const [form] = Form.useForm<SettingsFormValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(values: SettingsFormValues) {
    const saved = settings.data;
    if (!saved) return;
    setFailure(null);
    const parsed = siteSettings.safeParse(formToSettings(values));
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues, t) as never);
      return;
    }
    const changes = changedSettings(saved, parsed.data);
    if (Object.keys(changes).length === 0) {
      message.info(t('func.settingsUnchanged'));
      return;
    }
    setBusy(true);
    try {
      const next: SiteSettings = await callAdmin('adminSaveSettings', changes);
      form.setFieldsValue(settingsToForm(next));
      message.success(t('func.settingsSaved'));
      settings.reload();
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t('func.settings')} />
      <LoadError error={settings.error} retry={settings.reload} />
      {!mayEdit && (
        <Alert type="info" showIcon title={t('public.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <FailureAlert failure={failure} testId="settings-error" />
      {!settings.data ? (
        !settings.error && <Skeleton active />
      ) : (
        <Card style={{ maxWidth: 820 }}>
          <Form<SettingsFormValues>
            form={form}
            layout="vertical"
            initialValues={settingsToForm(settings.data)}
            onFinish={save}
            disabled={!mayEdit}
            requiredMark={false}
            data-testid="settings-form"
          >
            {settingFields.map((field) => (
              <Form.Item
                key={field.name}
                name={field.name}
                label={t(field.label)}
                extra={t(field.help)}
                valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
              >
                {settingInput(field, t)}
              </Form.Item>
            ))}
            {mayEdit && (
              <Button type="primary" htmlType="submit" loading={busy} data-testid="settings-save">
                {t('public.save')}
              </Button>
            )}
          </Form>
        </Card>
      )}
    </>
  );
}
