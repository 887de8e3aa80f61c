import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RealNameCenter } from '@tp/contract/entities';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { fakeFundsServer } from '../funds/test-support/fake-funds-server.tsx';
import { realUserFixture } from '../funds/test-support/funds-fixtures.ts';
import { RealNamePage } from './RealNamePage.tsx';

await initI18n('en');

const centerPath = '/api/user_real/center';
const uploadPath = '/api/common/image_upload';
const submitPath = '/api/user_real/real_name';

const emptyCenter: RealNameCenter = {
  review_status: 0,
  name: '',
  card_id: '',
  remark: '',
  front_pic: '',
  reverse_pic: '',
};

/** A KYC back end: uploads answer numbered links; a submission puts the review under way. */
function kycServer(start: RealNameCenter) {
  let center = start;
  let uploads = 0;
  return fakeFundsServer({
    [centerPath]: () => ({ data: center }),
    [uploadPath]: () => {
      uploads += 1;
      return { data: { url: `/api/common/file/${uploads}?signature=s${uploads}` } };
    },
    [submitPath]: ({ body }) => {
      center = {
        ...center,
        review_status: 1,
        name: String(body?.name),
        card_id: '****4567',
        remark: '',
      };
      return { msg: 'Submitted, waiting for review' };
    },
  });
}

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

async function pick(testId: string, file: File) {
  fireEvent.change(screen.getByTestId(`${testId}-input`), { target: { files: [file] } });
  await waitFor(() =>
    expect(screen.getByTestId(`${testId}-state`).textContent).toBe('Tap to change'),
  );
}

const renderPage = () => renderRoutes('/mine/auth', { '/mine/auth': <RealNamePage /> });

beforeEach(() => useSession.setState({ token: 'token', user: realUserFixture }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToasts.setState({ items: [] });
});
afterAll(() => useSession.setState({ token: null, user: null }));

describe('the real-name form', () => {
  it('asks for what is missing, in turn, and sends nothing until all is there', async () => {
    const server = kycServer(emptyCenter);
    renderPage();
    const submit = await screen.findByTestId('kyc-submit');
    const error = () => screen.getByTestId('kyc-error').textContent;
    fireEvent.click(submit);
    expect(error()).toBe('Please complete personal information');
    fireEvent.change(screen.getByTestId('kyc-id-number'), { target: { value: 'A1234567' } });
    fireEvent.click(submit);
    expect(error()).toBe('Please enter your name');
    fireEvent.change(screen.getByTestId('kyc-name'), { target: { value: 'Chan Tai Man' } });
    fireEvent.change(screen.getByTestId('kyc-id-number'), { target: { value: '' } });
    fireEvent.click(submit);
    expect(error()).toBe('Please enter your ID number');
    fireEvent.change(screen.getByTestId('kyc-id-number'), { target: { value: 'A1234567' } });
    await pick('kyc-front', jpeg('front.jpg'));
    fireEvent.click(submit);
    expect(error()).toBe('Please upload the front and back');
    expect(server.count(submitPath)).toBe(0);
  });

  it('uploads each image, previews it, submits and then shows the review waiting', async () => {
    const server = kycServer(emptyCenter);
    renderPage();
    fireEvent.change(await screen.findByTestId('kyc-name'), {
      target: { value: ' Chan Tai Man ' },
    });
    fireEvent.change(screen.getByTestId('kyc-id-number'), { target: { value: 'A1234567' } });
    await pick('kyc-front', jpeg('front.jpg'));
    await pick('kyc-back', jpeg('back.jpg'));
    const uploaded = server
      .to(uploadPath)
      .map((request) => (request.body?.file as File | undefined)?.name);
    expect(uploaded).toEqual(['front.jpg', 'back.jpg']);
    expect(screen.getByTestId('kyc-front').querySelector('img')?.getAttribute('alt')).toBe('Front');
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect((await screen.findByTestId('kyc-status-label')).textContent).toBe('Waiting for review');
    expect(server.lastBody(submitPath)).toEqual({
      name: 'Chan Tai Man',
      card_id: 'A1234567',
      front_pic: '/api/common/file/1?signature=s1',
      reverse_pic: '/api/common/file/2?signature=s2',
    });
    expect(useToasts.getState().items.map((item) => item.message)).toContain(
      'Submitted, waiting for review',
    );
    expect(screen.getByTestId('kyc-status-name').textContent).toBe('Chan Tai Man');
  });

  it('keeps the form when an upload is refused, with the server’s message', async () => {
    const server = fakeFundsServer({
      [centerPath]: () => ({ data: emptyCenter }),
      [uploadPath]: () => ({ code: 3003, msg: 'Only JPEG, PNG or WebP images' }),
    });
    renderPage();
    fireEvent.change(await screen.findByTestId('kyc-front-input'), {
      target: { files: [new File(['#!/bin/sh'], 'script.jpg', { type: 'image/jpeg' })] },
    });
    await waitFor(() =>
      expect(useToasts.getState().items.map((item) => item.message)).toContain(
        'Only JPEG, PNG or WebP images',
      ),
    );
    expect(screen.getByTestId('kyc-front-state').textContent).toBe('Tap to upload');
    expect(server.count(uploadPath)).toBe(1);
  });

  it('shows why a returned submission was sent back, above the form', async () => {
    kycServer({ ...emptyCenter, remark: 'The back image is blurred' });
    renderPage();
    expect((await screen.findByTestId('kyc-returned')).textContent).toBe(
      'Your last submission was returned: The back image is blurred',
    );
    expect(screen.getByTestId('kyc-submit')).toBeTruthy();
  });
});

describe('the review status', () => {
  it('says certified once verified, without the form', async () => {
    kycServer({ ...emptyCenter, review_status: 2, name: 'Chan Tai Man', card_id: '****4567' });
    renderPage();
    expect((await screen.findByTestId('kyc-status-label')).textContent).toBe('Certified');
    expect(screen.queryByTestId('kyc-submit')).toBeNull();
  });
});
