import { App, Form, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { AdminApiError, callAdmin, errorMessage } from '../api/admin-api.ts';
import {
  type AdminCallData,
  type AdminCallName,
  type AdminCallParams,
  adminCalls,
} from '../api/admin-calls.ts';
import { useAdminAction } from '../api/use-admin-action.ts';
import { useTranslation } from '../i18n/language-store.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { FailureAlert } from '../ui/FailureAlert.tsx';
import { apiErrorField, zodFieldErrors } from './field-errors.ts';

export type ActionModalProps<N extends AdminCallName, V extends object> = {
  call: N;
  title: string;
  okText: string;
  /** The fields, as `Form.Item`s named like the call's parameters. */
  children: ReactNode;
  initialValues?: Partial<V>;
  toParams: (values: V) => AdminCallParams<N>;
  /** The question asked before the call (money moves); none for a plain save. */
  confirm?: (params: AdminCallParams<N>) => string;
  success: MessageKey;
  onDone: (data: AdminCallData<N>) => void;
  onClose: () => void;
  testId?: string;
  danger?: boolean;
  /** Wider than antd's 520 px for a form in two columns. */
  width?: number;
};

/**
 * A form in a dialog that makes one call: checked first by the call's own schema from the
 * contract (issues shown under their fields), confirmed where money moves, and a refusal shown
 * under the field it is about or above the form.
 */
export function ActionModal<N extends AdminCallName, V extends object>(
  props: ActionModalProps<N, V>,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { confirm } = useAdminAction();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: V) {
    setFailure(null);
    const params = props.toParams(values);
    const parsed = adminCalls[props.call].params.safeParse(params);
    if (!parsed.success) {
      const errors = zodFieldErrors(parsed.error.issues, t);
      const fields = Object.keys(form.getFieldsValue() as object);
      // A parameter the form has no field for (an id) can only be told above the form.
      const elsewhere = errors.filter((error) => !fields.includes(String(error.name[0])));
      form.setFields(errors.filter((error) => !elsewhere.includes(error)) as never);
      if (elsewhere.length > 0) {
        setFailure(
          elsewhere
            .map((error) => `${error.name.join('.')}: ${error.errors.join(', ')}`)
            .join('; '),
        );
      }
      return;
    }
    if (props.confirm && !(await confirm(props.confirm(params)))) return;
    setBusy(true);
    try {
      const data = await callAdmin(props.call, params);
      message.success(t(props.success));
      props.onDone(data);
      props.onClose();
    } catch (caught) {
      const fields = Object.keys(form.getFieldsValue() as object);
      const field = caught instanceof AdminApiError ? apiErrorField(caught.code, fields) : null;
      if (field) form.setFields([{ name: field, errors: [errorMessage(caught)] }] as never);
      else setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText={t('public.cancel')}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={busy}
      okButtonProps={{ danger: props.danger, 'data-testid': `${props.testId ?? 'action'}-ok` }}
      destroyOnHidden
      width={props.width}
      data-testid={props.testId}
    >
      <FailureAlert failure={failure} testId="action-error" />
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={submit}
        requiredMark={false}
      >
        {props.children}
      </Form>
    </Modal>
  );
}
