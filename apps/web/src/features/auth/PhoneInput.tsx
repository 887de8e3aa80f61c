import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from './AreaCodeSelect.tsx';

type PhoneInputProps = {
  /** Show the calling-code picker before the number. */
  withArea: boolean;
  areaId: number | null;
  onAreaChange: (areaId: number) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  areaInvalid: boolean;
  phoneInvalid: boolean;
  /** Prefix of the test ids: `{prefix}-area`, `{prefix}-phone`. */
  testIdPrefix: string;
  /** The number may be left out (a contact number beside an e-mail account). */
  optional?: boolean;
};

/** A phone number, with its country calling code when the form asks for one. */
export function PhoneInput(props: PhoneInputProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span className="field__label">
        {props.optional ? t('auth.phoneOptional') : t('auth.phone')}
      </span>
      <span className="field__group">
        {props.withArea ? (
          <AreaCodeSelect
            value={props.areaId}
            onChange={props.onAreaChange}
            invalid={props.areaInvalid}
            testId={`${props.testIdPrefix}-area`}
          />
        ) : null}
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={props.phone}
          onChange={(event) => props.onPhoneChange(event.target.value)}
          placeholder={t('auth.phonePlaceholder')}
          aria-label={t('auth.phone')}
          maxLength={32}
          aria-invalid={props.phoneInvalid}
          data-testid={`${props.testIdPrefix}-phone`}
        />
      </span>
    </div>
  );
}
