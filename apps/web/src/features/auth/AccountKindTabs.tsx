import { AccountKind } from '@tp/contract/codes';
import { useTranslation } from 'react-i18next';
import type { AccountKindValue } from './register-form.ts';

type AccountKindTabsProps = {
  value: AccountKindValue;
  onChange: (kind: AccountKindValue) => void;
};

const kinds = [
  { kind: AccountKind.email, labelKey: 'auth.byEmail', testId: 'kind-email' },
  { kind: AccountKind.phone, labelKey: 'auth.byPhone', testId: 'kind-phone' },
] as const;

/** E-mail or phone, for the forms that take either (when the operator shows phone fields). */
export function AccountKindTabs({ value, onChange }: AccountKindTabsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="segmented" aria-label={t('auth.accountKind')}>
      {kinds.map((item) => (
        <button
          key={item.kind}
          type="button"
          aria-pressed={value === item.kind}
          className={`segmented__item${value === item.kind ? ' segmented__item--active' : ''}`}
          onClick={() => onChange(item.kind)}
          data-testid={item.testId}
        >
          {t(item.labelKey)}
        </button>
      ))}
    </fieldset>
  );
}
