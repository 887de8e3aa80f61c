import type { UserRow } from '@tp/contract/admin-operations';
import { Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useAdminAction } from '../../api/use-admin-action.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';

type Flag = 'signInFrozen' | 'tradingFrozen';

/** Freezing sign-in ends the trader's sessions; freezing trading refuses new orders (closing stays open). */
export function FreezeSwitches({ user, onChange }: { user: UserRow; onChange: () => void }) {
  const { t } = useTranslation();
  const { run, confirm } = useAdminAction();
  const mayFreeze = useMayCall('adminFreezeUser');
  const [busy, setBusy] = useState<Flag | null>(null);

  async function toggle(flag: Flag, frozen: boolean) {
    const question =
      flag === 'signInFrozen'
        ? t(frozen ? 'user.freezeSignInConfirm' : 'user.unfreezeSignInConfirm', { uid: user.uid })
        : t(frozen ? 'user.freezeTradingConfirm' : 'user.unfreezeTradingConfirm', {
            uid: user.uid,
          });
    if (!(await confirm(question))) return;
    setBusy(flag);
    const done = await run(
      'adminFreezeUser',
      { userId: user.id, [flag]: frozen },
      'user.freezeSaved',
    );
    setBusy(null);
    if (done) onChange();
  }

  return (
    <Space wrap>
      <Space size={4}>
        <Switch
          checked={user.signInFrozen}
          disabled={!mayFreeze}
          loading={busy === 'signInFrozen'}
          onChange={(checked) => toggle('signInFrozen', checked)}
          data-testid="freeze-sign-in"
        />
        <Typography.Text>{t('user.signInFrozen')}</Typography.Text>
      </Space>
      <Space size={4}>
        <Switch
          checked={user.tradingFrozen}
          disabled={!mayFreeze}
          loading={busy === 'tradingFrozen'}
          onChange={(checked) => toggle('tradingFrozen', checked)}
          data-testid="freeze-trading"
        />
        <Typography.Text>{t('user.tradingFrozen')}</Typography.Text>
      </Space>
    </Space>
  );
}
