import {
  type CategoryConfig,
  type InstrumentConfig,
  instrumentConfig,
} from '@tp/contract/admin-operations';
import {
  App,
  Button,
  Col,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import { useState } from 'react';
import { callAdmin, errorMessage } from '../../api/admin-api.ts';
import { type FieldError, zodFieldErrors } from '../../forms/field-errors.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { categoryName } from './category-name.ts';
import { instrumentClassLabels } from './instrument-class-labels.ts';
import {
  formToInstrument,
  type InstrumentFormValues,
  instrumentToForm,
} from './instrument-form.ts';
import { marginModeLabels } from './margin-mode-labels.ts';
import { SessionsEditor } from './SessionsEditor.tsx';

/** Errors inside the list of leverage tags belong to the tag field as a whole. */
function onFormFields(errors: FieldError[]): FieldError[] {
  return errors.map((error) =>
    error.name[0] === 'leverageOptions' ? { ...error, name: ['leverageOptions'] } : error,
  );
}

/** Every field of an instrument; a saved change reaches the market and the engine at once. */
export function InstrumentDrawer({
  instrument,
  categories,
  readOnly,
  onSaved,
  onClose,
}: {
  instrument: InstrumentConfig;
  categories: readonly CategoryConfig[];
  readOnly: boolean;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t, lang } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<InstrumentFormValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(values: InstrumentFormValues) {
    setFailure(null);
    const parsed = instrumentConfig.safeParse(
      formToInstrument({ ...values, id: instrument.id, code: instrument.code }),
    );
    if (!parsed.success) {
      form.setFields(onFormFields(zodFieldErrors(parsed.error.issues, t)) as never);
      return;
    }
    setBusy(true);
    try {
      await callAdmin('adminSaveInstrument', parsed.data);
      message.success(t('product.instrumentSaved'));
      onSaved();
      onClose();
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const number = (name: keyof InstrumentFormValues, label: string, extra?: string) => (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[{ required: true, message: t('public.enterNumber') }]}
    >
      <InputNumber<number> style={{ width: '100%' }} data-testid={`instrument-${name}`} />
    </Form.Item>
  );

  return (
    <Drawer
      open
      size={720}
      title={`${instrument.code} · ${instrument.showCode}`}
      onClose={onClose}
      destroyOnHidden
      data-testid="instrument-drawer"
      extra={
        !readOnly && (
          <Space>
            <Button onClick={onClose}>{t('public.cancel')}</Button>
            <Button
              type="primary"
              loading={busy}
              onClick={() => form.submit()}
              data-testid="instrument-save"
            >
              {t('public.save')}
            </Button>
          </Space>
        )
      }
    >
      <FailureAlert failure={failure} testId="instrument-error" />
      <Form<InstrumentFormValues>
        form={form}
        layout="vertical"
        initialValues={instrumentToForm(instrument)}
        onFinish={save}
        disabled={readOnly}
        requiredMark={false}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="code" label={t('product.code')}>
              <Input disabled />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="showCode"
              label={t('product.name')}
              rules={[{ required: true, whitespace: true, message: t('public.required') }]}
            >
              <Input data-testid="instrument-showCode" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="categoryId" label={t('product.category')}>
              <Select
                options={categories.map((category) => ({
                  value: category.id,
                  label: categoryName(category, lang),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="baseCurrency" label={t('product.baseCurrency')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="quoteCurrency" label={t('product.quoteCurrency')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            {number('pricePrecision', t('product.pricePrecision'))}
          </Col>
          <Col xs={12} md={8}>
            {number('spread', t('product.spread'), t('product.spreadHelp'))}
          </Col>
          <Col xs={12} md={8}>
            {number('contractSize', t('product.contractSize'))}
          </Col>
          <Col xs={12} md={8}>
            {number('minLots', t('product.minLots'))}
          </Col>
          <Col xs={12} md={8}>
            {number('lotStep', t('product.lotStep'))}
          </Col>
          <Col xs={12} md={8}>
            {number('maxLots', t('product.maxLots'), t('product.maxLotsHelp'))}
          </Col>
          <Col xs={12} md={8}>
            {number('feeRate', t('product.feeRate'), t('product.feeRateHelp'))}
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="marginMode" label={t('product.marginMode')}>
              <Select
                options={Object.entries(marginModeLabels).map(([value, label]) => ({
                  value: Number(value),
                  label: t(label),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="instrumentClass"
              label={t('product.instrumentClass')}
              extra={t('product.instrumentClassHelp')}
            >
              <Select
                options={Object.entries(instrumentClassLabels).map(([value, label]) => ({
                  value,
                  label: t(label),
                }))}
                data-testid="instrument-class"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            {number('sort', t('public.sort'))}
          </Col>
          <Col xs={24}>
            <Form.Item
              name="leverageOptions"
              label={t('product.leverageOptions')}
              extra={t('product.leverageHelp')}
            >
              <Select
                mode="tags"
                tokenSeparators={[',', ' ']}
                open={false}
                suffixIcon={null}
                data-testid="instrument-leverage"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="tradingEnabled"
              label={t('product.trading')}
              valuePropName="checked"
              extra={t('product.tradingHelp')}
            >
              <Switch data-testid="instrument-trading" />
            </Form.Item>
          </Col>
        </Row>
        <SessionsEditor />
      </Form>
    </Drawer>
  );
}
