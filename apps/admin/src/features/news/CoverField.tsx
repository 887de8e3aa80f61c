import { App, Button, Flex, Image, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/admin-api.ts';
import { uploadAdminImage } from '../../api/admin-image-upload.ts';
import { useTranslation } from '../../i18n/language-store.ts';

type CoverFieldProps = { value: string; onChange: (url: string) => void };

/** The cover: uploaded as a published image, shown as the cards will crop it. */
export function CoverField({ value, onChange }: CoverFieldProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange(await uploadAdminImage(file));
    } catch (caught) {
      message.error(errorMessage(caught));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      {value ? (
        <Image
          src={value}
          alt=""
          style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
          data-testid="article-cover-image"
        />
      ) : null}
      <Flex gap={8} wrap>
        <Button
          loading={uploading}
          onClick={() => input.current?.click()}
          data-testid="article-cover-upload"
        >
          {uploading ? t('news.uploading') : t('news.uploadCover')}
        </Button>
        {value ? <Button onClick={() => onChange('')}>{t('news.removeCover')}</Button> : null}
      </Flex>
      <Typography.Text type="secondary">{t('news.coverHelp')}</Typography.Text>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        style={{ display: 'none' }}
        data-testid="article-cover-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </Flex>
  );
}
