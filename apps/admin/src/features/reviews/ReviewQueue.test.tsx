import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { KycReview } from '@tp/contract/admin-endpoints';
import type { OperatorRole } from '@tp/contract/admin-operations';
import { ReviewStatus } from '@tp/contract/codes';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language-store.ts';
import { setSession } from '../../session/session-store.ts';
import { KycTable } from './KycTable.tsx';
import { offeredActions } from './ReviewQueue.tsx';

const waiting: KycReview = {
  userId: 7,
  uid: 'U7',
  email: 'seven@example.com',
  name: 'Chan Tai Man',
  cardId: 'A1234567',
  reviewStatus: ReviewStatus.underReview,
  remark: '',
  frontUrl: '',
  backUrl: '',
  submittedAt: '2024-05-01T08:00:00.000Z',
  reviewedAt: null,
};
const certified: KycReview = {
  ...waiting,
  userId: 8,
  uid: 'U8',
  reviewStatus: ReviewStatus.verified,
  reviewedAt: '2024-05-02T08:00:00.000Z',
};

/** The back office's server: the queue answers its rows, an approval answers the record. */
function serve(rows: KycReview[]) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      paths.push(path);
      const data =
        path === '/admin-api/kyc/approve'
          ? { ...waiting, reviewStatus: ReviewStatus.verified }
          : { items: rows, total: rows.length };
      return new Response(JSON.stringify({ code: 1, msg: 'Success', data }));
    }),
  );
  return { calls: (path: string) => paths.filter((sent) => sent === path).length };
}

function signIn(role: OperatorRole) {
  setSession({ token: 'token', operator: { id: 1, username: role, role, totpEnabled: true } });
}

function renderQueue(onDecided: () => void) {
  return render(
    <App>
      <MemoryRouter>
        <KycTable user="U7" onDecided={onDecided} />
      </MemoryRouter>
    </App>,
  );
}

beforeEach(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  setSession(null);
  vi.unstubAllGlobals();
});

describe('offered decisions', () => {
  const kycActions = [{ call: 'adminKycApprove' }, { call: 'adminKycReject' }] as const;

  it('are the ones the role may make', () => {
    expect(offeredActions(kycActions, 'support')).toEqual(kycActions);
    expect(offeredActions(kycActions, 'administrator')).toEqual(kycActions);
    // Finance reads the identity queue but decides nothing in it.
    expect(offeredActions(kycActions, 'finance')).toEqual([]);
    expect(offeredActions(kycActions, undefined)).toEqual([]);
  });
});

describe('a review queue on a user page', () => {
  it('tells the page after an approval, and reads its own page again', async () => {
    signIn('support');
    const server = serve([waiting]);
    const onDecided = vi.fn();
    renderQueue(onDecided);
    fireEvent.click(await screen.findByTestId('kyc-approve-U7'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
    expect(server.calls('/admin-api/kyc/approve')).toBe(1);
    await waitFor(() => expect(server.calls('/admin-api/kyc')).toBe(2));
  });

  it('tells nothing when the operator cancels', async () => {
    signIn('support');
    const server = serve([waiting]);
    const onDecided = vi.fn();
    renderQueue(onDecided);
    fireEvent.click(await screen.findByTestId('kyc-approve-U7'));
    fireEvent.click(await screen.findByText('Cancel'));
    expect(onDecided).not.toHaveBeenCalled();
    // Asked again and confirmed, it decides once: the refusal before made no call.
    fireEvent.click(screen.getByTestId('kyc-approve-U7'));
    const [, again] = await screen.findAllByTestId('confirm-ok');
    fireEvent.click(again as HTMLElement);
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
    expect(server.calls('/admin-api/kyc/approve')).toBe(1);
  });

  it('offers decisions only on records still waiting, and only to a role that may decide', async () => {
    signIn('support');
    serve([waiting, certified]);
    renderQueue(vi.fn());
    await screen.findByTestId('kyc-approve-U7');
    expect(screen.getByTestId('kyc-reject-U7').textContent).toBe('Reject');
    expect(screen.queryByTestId('kyc-approve-U8')).toBeNull();
    cleanup();

    signIn('finance');
    serve([waiting]);
    renderQueue(vi.fn());
    await screen.findByTestId('kyc-images-U7');
    expect(screen.queryByTestId('kyc-approve-U7')).toBeNull();
    expect(screen.queryByTestId('kyc-reject-U7')).toBeNull();
  });
});

describe('the columns a page of the queue shows', () => {
  const headings = async () => {
    const table = await screen.findByTestId('kyc-table');
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]').length).toBe(1));
    return [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  };

  it('are the decisions and no review time when every record waits', async () => {
    signIn('support');
    serve([waiting]);
    renderQueue(() => {});
    const shown = await headings();
    expect(shown).toContain('Actions');
    expect(shown).not.toContain('Reviewed');
  });

  it('are the review time and no decisions when none waits', async () => {
    signIn('support');
    serve([certified]);
    renderQueue(() => {});
    const shown = await headings();
    expect(shown).toContain('Reviewed');
    expect(shown).not.toContain('Actions');
  });
});
