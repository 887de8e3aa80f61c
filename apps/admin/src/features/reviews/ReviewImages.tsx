import { Image, Space } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';

/** Thumbnails of signed image links; a click opens them full size, zoomable and rotatable. */
export function ReviewImages({
  images,
  testId,
}: {
  images: readonly { url: string; alt: string }[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Image.PreviewGroup>
      <Space size={4} data-testid={testId}>
        {images.map((image) =>
          image.url ? (
            <Image
              key={image.alt}
              src={image.url}
              alt={image.alt}
              width={64}
              height={44}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : (
            <span key={image.alt}>{t('public.noImage')}</span>
          ),
        )}
      </Space>
    </Image.PreviewGroup>
  );
}
