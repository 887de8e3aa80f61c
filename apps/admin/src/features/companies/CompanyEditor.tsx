import { type CompanyRecord, companyFieldCharsMax } from '@tp/contract/admin-companies';
import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { ActionModal } from '../../forms/ActionModal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import {
  type CompanyFormValues,
  companyFormValues,
  companyParams,
  emailAccepted,
  newCompanyValues,
  websiteAccepted,
} from './company-form.ts';
import { LogoField } from './LogoField.tsx';

/** A form rule that refuses what `accepted` does not take, with its own message. */
const acceptedRule = (accepted: (value: string | undefined) => boolean, message: string) => ({
  validator: (_: unknown, value: string | undefined) =>
    accepted(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** One text field of the provider, its length bounded as the server bounds it. */
function TextField({
  name,
  label,
  help,
  max,
  rules = [],
}: {
  name: keyof CompanyFormValues;
  label: MessageKey;
  help?: MessageKey;
  max: number;
  rules?: object[];
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(label)} extra={help && t(help)} rules={rules}>
      <Input maxLength={max} showCount={max <= 100} data-testid={`company-${name}`} />
    </Form.Item>
  );
}

/** The logo field, showing the name's first letter while there is no logo. */
function NamedLogoField(props: { value?: string; onChange?: (link: string) => void }) {
  const name = Form.useWatch<string | undefined>('name', Form.useFormInstance());
  return <LogoField {...props} initial={name?.trim() ?? ''} />;
}

/** Adds a provider or edits every field of one; the logo is published as soon as it is chosen. */
export function CompanyEditor({
  record,
  onDone,
  onClose,
}: {
  /** Absent: a new provider. */
  record: CompanyRecord | undefined;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionModal<'adminSaveCompany', CompanyFormValues>
      call="adminSaveCompany"
      title={record ? t('product.editCompany', { name: record.name }) : t('product.addCompany')}
      okText={t('public.save')}
      initialValues={record ? companyFormValues(record) : newCompanyValues}
      toParams={(values) => companyParams(values, record?.id)}
      success="product.companySaved"
      onDone={onDone}
      onClose={onClose}
      testId="company-editor"
      width={720}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField
            name="name"
            label="product.companyName"
            max={companyFieldCharsMax.name}
            rules={[{ required: true, whitespace: true, message: t('public.required') }]}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="logo"
            label={t('product.companyLogo')}
            extra={t('product.companyLogoHelp')}
          >
            <NamedLogoField />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <TextField
            name="url"
            label="product.companyWebsite"
            help="product.companyWebsiteHelp"
            max={companyFieldCharsMax.url}
            rules={[acceptedRule(websiteAccepted, t('product.companyWebsiteInvalid'))]}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            name="email"
            label="product.companyEmail"
            max={companyFieldCharsMax.email}
            rules={[acceptedRule(emailAccepted, t('product.companyEmailInvalid'))]}
          />
        </Col>
        <Col span={24}>
          <TextField
            name="subject"
            label="product.companySubject"
            help="product.companySubjectHelp"
            max={companyFieldCharsMax.subject}
          />
        </Col>
        <Col span={24}>
          <TextField
            name="registeredAddress"
            label="product.companyAddress"
            max={companyFieldCharsMax.registeredAddress}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            name="location"
            label="product.companyLocation"
            max={companyFieldCharsMax.location}
          />
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sort" label={t('public.sort')} extra={t('product.companySortHelp')}>
            <InputNumber<number>
              precision={0}
              style={{ width: '100%' }}
              data-testid="company-sort"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="enabled"
            label={t('product.companyShown')}
            extra={t('product.companyShownHelp')}
            valuePropName="checked"
          >
            <Switch data-testid="company-enabled" />
          </Form.Item>
        </Col>
      </Row>
    </ActionModal>
  );
}
