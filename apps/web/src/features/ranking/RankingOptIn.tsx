import type { RankingSetting } from '@tp/contract/entities';
import { nicknameLengthMax, nicknameLengthMin } from '@tp/contract/ranking-nickname';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './ranking.css';
import { FormError } from '../../ui/FormError.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { type OptInError, optInError, optInParams } from './ranking-opt-in-form.ts';
import { useRankingSetting, useSaveRankingSetting } from './use-ranking-setting.ts';

const lengths = { min: nicknameLengthMin, max: nicknameLengthMax };

/** In the user centre of a real account: whether to be on the ranking, and under which name. */
export function RankingOptIn() {
  const { t } = useTranslation();
  const setting = useRankingSetting();
  if (setting.isPending) {
    return (
      <section className="panel" aria-label={t('user.rankingTitle')}>
        <SkeletonRows count={1} />
      </section>
    );
  }
  // A failed read was told in a toast; the rest of the user centre still works.
  if (!setting.data) return null;
  return <RankingOptInForm saved={setting.data} />;
}

function RankingOptInForm({ saved }: { saved: RankingSetting }) {
  const { t } = useTranslation();
  const save = useSaveRankingSetting();
  const [listed, setListed] = useState(saved.listed === 1);
  const [nickname, setNickname] = useState(saved.nickname);
  const [error, setError] = useState<OptInError | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = optInError({ listed, nickname });
    setError(problem);
    if (!problem) save.mutate(optInParams({ listed, nickname }));
  };

  return (
    <form
      className="panel ranking-opt-in"
      onSubmit={submit}
      noValidate
      data-testid="ranking-opt-in"
    >
      <h2 className="ranking-opt-in__title">{t('user.rankingTitle')}</h2>
      <p className="ranking-opt-in__status muted" data-testid="ranking-status">
        {saved.listed !== 1
          ? t('user.rankingHidden')
          : saved.rank > 0
            ? t('user.rankingPlace', { rank: saved.rank })
            : t('user.rankingWaiting')}
      </p>
      <label className="switch-row">
        <span>{t('user.rankingShowMe')}</span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={listed}
          aria-checked={listed}
          onChange={(event) => {
            setListed(event.target.checked);
            setError(null);
          }}
          data-testid="ranking-listed"
        />
      </label>
      <div className="field">
        <label className="field__label" htmlFor="ranking-nickname">
          {t('user.rankingNickname')}
        </label>
        <input
          id="ranking-nickname"
          value={nickname}
          onChange={(event) => {
            setNickname(event.target.value);
            setError(null);
          }}
          placeholder={t('user.rankingNicknamePlaceholder', lengths)}
          maxLength={64}
          dir="auto"
          autoComplete="nickname"
          aria-invalid={error !== null}
          data-testid="ranking-nickname"
        />
      </div>
      <p className="muted form__hint">{t('user.rankingPrivacy')}</p>
      <FormError message={error && t(error, lengths)} testId="ranking-error" />
      <SubmitButton
        busy={save.isPending}
        label={t('user.save')}
        busyLabel={t('user.saving')}
        testId="ranking-save"
      />
    </form>
  );
}
