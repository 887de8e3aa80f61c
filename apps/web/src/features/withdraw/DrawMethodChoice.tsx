import type { DrawMethod } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawMethodLabel } from './draw-method-label.ts';

type DrawMethodChoiceProps = {
  label: string;
  methods: readonly DrawMethod[];
  chosen: number | null;
  onChoose: (id: number) => void;
  addPath: string;
  invalid: boolean;
};

/** The bound addresses or accounts of the chosen currency; one must be picked (spec §5). */
export function DrawMethodChoice({
  label,
  methods,
  chosen,
  onChoose,
  addPath,
  invalid,
}: DrawMethodChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice">
      <legend className="field__label">{label}</legend>
      <div className={`option-cards${invalid ? ' option-cards--invalid' : ''}`}>
        {methods.map((method) => (
          <button
            key={method.id}
            type="button"
            aria-pressed={method.id === chosen}
            className={`option-card${method.id === chosen ? ' option-card--active' : ''}`}
            onClick={() => onChoose(method.id)}
            data-testid={`withdraw-method-${method.id}`}
          >
            <span className="option-card__title num">{drawMethodLabel(method)}</span>
            {method.payee_name ? <span className="muted">{method.payee_name}</span> : null}
          </button>
        ))}
      </div>
      <Link
        to={addPath}
        className="button button--ghost button--small choice__add"
        data-testid="withdraw-add-method"
      >
        {t('withdraw.addMethod')}
      </Link>
    </fieldset>
  );
}
