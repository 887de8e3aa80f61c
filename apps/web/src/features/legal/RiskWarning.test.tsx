import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { fakeApi, ok } from '../../test-support/fake-api.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { RiskWarning } from './RiskWarning.tsx';
import { useRiskWarning } from './use-risk-warning.ts';

await initI18n('en');

function ProfileProbe() {
  return <output data-testid="profile">{useRiskWarning().data?.risk_profile}</output>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = (risk_profile: string, loss_share_pct: number | null) =>
  fakeApi({ '/api/default/risk_warning': () => ok({ risk_profile, loss_share_pct }) });

describe('RiskWarning', () => {
  it('shows the standard warning with the platform’s own figure under eu_retail', async () => {
    serve('eu_retail', 71);
    renderRoutes('/', { '/': <RiskWarning /> });
    await waitFor(() => screen.getByTestId('risk-warning'));
    expect(screen.getByTestId('risk-warning').textContent).toContain(
      '71% of retail investor accounts lose money when trading CFDs with this provider.',
    );
  });

  it('is a single short line on the trade screen, ESMA’s range before there is a figure', async () => {
    serve('eu_retail', null);
    renderRoutes('/', { '/': <RiskWarning compact /> });
    await waitFor(() => screen.getByTestId('risk-warning'));
    expect(screen.getByTestId('risk-warning').textContent).toBe(
      '74–89% of retail CFD accounts lose money.',
    );
  });

  it('is absent without the eu_retail profile', async () => {
    serve('none', null);
    renderRoutes('/', {
      '/': (
        <>
          <RiskWarning compact />
          <ProfileProbe />
        </>
      ),
    });
    // Once the answer has arrived, the warning has had its chance to show.
    await waitFor(() => expect(screen.getByTestId('profile').textContent).toBe('none'));
    expect(screen.queryByTestId('risk-warning')).toBeNull();
  });
});
