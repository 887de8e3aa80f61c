import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaList } from '../settings/use-area-list.ts';

type AreaCodeSelectProps = {
  value: number | null;
  onChange: (areaId: number) => void;
  invalid: boolean;
  testId: string;
};

/** The country calling code of a phone number, from area_list; the first is chosen to start. */
export function AreaCodeSelect({ value, onChange, invalid, testId }: AreaCodeSelectProps) {
  const { t } = useTranslation();
  const areas = useAreaList();
  const first = areas.data?.[0]?.id;
  useEffect(() => {
    if (value === null && first !== undefined) onChange(first);
  }, [value, first, onChange]);
  return (
    <select
      className="field__select"
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      aria-label={t('auth.areaCode')}
      aria-invalid={invalid}
      disabled={!areas.data}
      data-testid={testId}
    >
      {value === null ? <option value="">{t('auth.areaCode')}</option> : null}
      {(areas.data ?? []).map((area) => (
        <option key={area.id} value={area.id}>
          {`${area.code} ${area.global_code}`}
        </option>
      ))}
    </select>
  );
}
