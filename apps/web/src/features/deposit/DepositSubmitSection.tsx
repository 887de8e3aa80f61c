import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/FormError.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { ImageUploadField } from '../funds/ImageUploadField.tsx';
import type { ImageUpload } from '../funds/use-image-upload.ts';
import { DepositAmountField } from './DepositAmountField.tsx';
import type { DepositError } from './deposit-form.ts';

type DepositSubmitSectionProps = {
  amount: string;
  onAmount: (amount: string) => void;
  /** The currency the amount is in. */
  unit: string | null;
  minimum: number;
  proof: ImageUpload;
  error: DepositError | null;
  busy: boolean;
};

/** How every deposit form ends, by coin or by wire: the amount, the proof, the message, send. */
export function DepositSubmitSection(props: DepositSubmitSectionProps) {
  const { t } = useTranslation();
  const { error, minimum, proof } = props;
  return (
    <>
      <DepositAmountField
        value={props.amount}
        onChange={props.onAmount}
        unit={props.unit}
        minimum={minimum}
        invalid={error === 'enterRechargeAmount' || error === 'amountTooSmall'}
      />
      <ImageUploadField
        label={t('financial.proof')}
        image={proof}
        invalid={error === 'uploadProof'}
        testId="deposit-proof"
      />
      <p className="muted funds-hint">{t('financial.proofHint')}</p>
      <FormError
        message={error && t(`financial.${error}`, { min: minimum })}
        testId="deposit-error"
      />
      <SubmitButton
        busy={props.busy}
        disabled={proof.uploading}
        label={t('financial.submit')}
        busyLabel={t('financial.submitting')}
        testId="deposit-submit"
      />
    </>
  );
}
