import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../ui/ImagePicker.tsx';
import type { ImageUpload } from './use-image-upload.ts';

type ImageUploadFieldProps = {
  label: string;
  image: ImageUpload;
  invalid?: boolean;
  testId: string;
};

/** An image picker wired to image_upload, with the shared texts of the funds and identity pages. */
export function ImageUploadField({ label, image, invalid, testId }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  return (
    <ImagePicker
      label={label}
      preview={image.preview}
      busy={image.uploading}
      invalid={invalid}
      texts={{
        choose: t('financial.uploadImage'),
        uploading: t('financial.uploading'),
        change: t('financial.changeImage'),
      }}
      onPick={image.pick}
      testId={testId}
    />
  );
}
