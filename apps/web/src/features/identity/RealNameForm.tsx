import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/FormError.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { ImageUploadField } from '../funds/ImageUploadField.tsx';
import { useImageUpload } from '../funds/use-image-upload.ts';
import { type RealNameError, realNameFormError } from './real-name-form.ts';
import { useSubmitRealName } from './use-real-name.ts';

type RealNameFormProps = { returnedRemark: string | null };

export function RealNameForm({ returnedRemark }: RealNameFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [error, setError] = useState<RealNameError | null>(null);
  const front = useImageUpload();
  const back = useImageUpload();
  const submitRealName = useSubmitRealName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { name, idNumber, front: front.url, back: back.url };
    const problem = realNameFormError(fields);
    setError(problem);
    if (!problem) submitRealName.mutate(fields);
  };
  const nameMissing = error === 'user.kycCompleteInfo' || error === 'user.kycEnterName';
  const idMissing = error === 'user.kycCompleteInfo' || error === 'user.kycEnterIdNumber';
  const imagesMissing = error === 'user.kycUploadFrontBack';

  return (
    <form className="form" onSubmit={submit} noValidate>
      {returnedRemark ? (
        <Notice tone="warn" testId="kyc-returned">
          {t('user.kycReturned', { remark: returnedRemark })}
        </Notice>
      ) : null}
      <label className="field">
        <span className="field__label">{t('user.kycName')}</span>
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('user.kycNamePlaceholder')}
          autoComplete="name"
          maxLength={64}
          aria-invalid={nameMissing}
          data-testid="kyc-name"
        />
      </label>
      <label className="field">
        <span className="field__label">{t('user.kycIdNumber')}</span>
        <input
          value={idNumber}
          onChange={(event) => setIdNumber(event.target.value)}
          placeholder={t('user.kycIdNumberPlaceholder')}
          autoComplete="off"
          maxLength={32}
          aria-invalid={idMissing}
          data-testid="kyc-id-number"
        />
      </label>
      <p className="muted funds-hint">{t('user.kycImagesHint')}</p>
      <div className="kyc-images">
        <ImageUploadField
          label={t('user.kycFront')}
          image={front}
          invalid={imagesMissing && !front.url}
          testId="kyc-front"
        />
        <ImageUploadField
          label={t('user.kycBack')}
          image={back}
          invalid={imagesMissing && !back.url}
          testId="kyc-back"
        />
      </div>
      <FormError message={error && t(error)} testId="kyc-error" />
      <SubmitButton
        busy={submitRealName.isPending}
        disabled={front.uploading || back.uploading}
        label={t('user.kycSubmit')}
        busyLabel={t('user.kycSubmitting')}
        testId="kyc-submit"
      />
    </form>
  );
}
