import { FundsStatus, ReviewStatus } from '@tp/contract/codes';
import { Tag } from 'antd';
import { useTranslation } from '../i18n/language-store.ts';
import type { MessageKey } from '../i18n/messages.ts';

const fundsLabels: Record<number, { label: MessageKey; colour: string }> = {
  [FundsStatus.unchecked]: { label: 'financial.statusUnchecked', colour: 'gold' },
  [FundsStatus.finished]: { label: 'financial.statusFinished', colour: 'green' },
  [FundsStatus.rejected]: { label: 'financial.statusRejected', colour: 'red' },
  [FundsStatus.invalid]: { label: 'financial.statusInvalid', colour: 'default' },
};

const reviewLabels: Record<number, { label: MessageKey; colour: string }> = {
  [ReviewStatus.notSubmitted]: { label: 'user.kycNotSubmitted', colour: 'default' },
  [ReviewStatus.underReview]: { label: 'user.kycUnderReview', colour: 'gold' },
  [ReviewStatus.verified]: { label: 'user.kycVerified', colour: 'green' },
};

/** Deposit and withdrawal status of spec §4: unchecked, finished, rejected, invalid. */
export function FundsStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const shown = fundsLabels[status];
  return (
    <Tag color={shown?.colour} data-testid="funds-status">
      {shown ? t(shown.label) : String(status)}
    </Tag>
  );
}

/** Identity status of spec §4: not submitted, waiting for review, certified. */
export function ReviewStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const shown = reviewLabels[status] ?? reviewLabels[ReviewStatus.verified];
  return (
    <Tag color={shown?.colour} data-testid="kyc-status">
      {shown ? t(shown.label) : String(status)}
    </Tag>
  );
}

/** A demo account or a real one. */
export function AccountKindTag({ isDemo }: { isDemo: boolean }) {
  const { t } = useTranslation();
  return isDemo ? <Tag>{t('user.demo')}</Tag> : <Tag color="blue">{t('user.real')}</Tag>;
}
