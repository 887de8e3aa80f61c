import { App, Avatar, Button, Flex } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { errorMessage } from '../../api/admin-api.ts';
import { uploadAdminImage } from '../../api/admin-image-upload.ts';
import { useTranslation } from '../../i18n/language-store.ts';

/** The image types the server re-encodes; anything else it refuses. */
const acceptedTypes = 'image/jpeg,image/png,image/webp';

/**
 * A provider's logo inside the editor's form: the image is published as soon as it is chosen,
 * and the field holds its link; shown in a circle, as traders see it. `value` and `onChange`
 * come from the `Form.Item` around it.
 */
export function LogoField({
  value,
  onChange,
  initial,
}: {
  value?: string;
  onChange?: (link: string) => void;
  /** The letter shown while there is no logo. */
  initial: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function publish(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change next time.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      onChange?.(await uploadAdminImage(file, file.name));
      message.success(t('product.logoUploaded'));
    } catch (caught) {
      message.error(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex align="center" gap={8} wrap>
      <Avatar
        size={64}
        src={value || undefined}
        style={{ flex: 'none' }}
        data-testid="company-logo-preview"
      >
        {initial.slice(0, 1).toUpperCase() || '?'}
      </Avatar>
      <input
        ref={input}
        type="file"
        accept={acceptedTypes}
        // antd's reset shows inputs whatever `hidden` says; the button opens it.
        style={{ display: 'none' }}
        onChange={publish}
        data-testid="company-logo-file"
      />
      <Button
        loading={busy}
        onClick={() => input.current?.click()}
        data-testid="company-logo-upload"
      >
        {value ? t('product.replaceLogo') : t('product.uploadLogo')}
      </Button>
      {value && (
        <Button type="text" danger onClick={() => onChange?.('')} data-testid="company-logo-remove">
          {t('product.removeLogo')}
        </Button>
      )}
    </Flex>
  );
}
