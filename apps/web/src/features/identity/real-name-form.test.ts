import type { RealNameCenter } from '@tp/contract/entities';
import { describe, expect, it } from 'vitest';
import {
  type RealNameFields,
  realNameFormError,
  realNameRequest,
  reviewStage,
  reviewStatusLabel,
} from './real-name-form.ts';

const complete: RealNameFields = {
  name: ' Chan Tai Man ',
  idNumber: ' A1234567 ',
  front: '/api/common/file/1?sig=a',
  back: '/api/common/file/2?sig=b',
};

const center = (change: Partial<RealNameCenter>): RealNameCenter => ({
  review_status: 0,
  name: '',
  card_id: '',
  remark: '',
  front_pic: '',
  reverse_pic: '',
  ...change,
});

describe('real-name form', () => {
  it('names each missing part, in the order the trader fills them in', () => {
    const cases: [Partial<RealNameFields>, string | null][] = [
      [{ name: ' ', idNumber: '' }, 'user.kycCompleteInfo'],
      [{ name: '' }, 'user.kycEnterName'],
      [{ idNumber: '  ' }, 'user.kycEnterIdNumber'],
      [{ front: null }, 'user.kycUploadFrontBack'],
      [{ back: null }, 'user.kycUploadFrontBack'],
      [{ front: null, back: null }, 'user.kycUploadFrontBack'],
      [{}, null],
    ];
    for (const [change, error] of cases) {
      expect(realNameFormError({ ...complete, ...change })).toBe(error);
    }
  });

  it('sends the trimmed name, the ID number as card_id and both image links', () => {
    expect(realNameRequest(complete)).toEqual({
      name: 'Chan Tai Man',
      card_id: 'A1234567',
      front_pic: '/api/common/file/1?sig=a',
      reverse_pic: '/api/common/file/2?sig=b',
    });
  });
});

describe('review stage', () => {
  it('shows the form before a submission, with the reason of a returned one', () => {
    expect(reviewStage(center({}))).toEqual({ stage: 'form', returnedRemark: null });
    expect(reviewStage(center({ remark: 'The back image is blurred' }))).toEqual({
      stage: 'form',
      returnedRemark: 'The back image is blurred',
    });
  });

  it('waits while under review and is certified for any other status', () => {
    expect(reviewStage(center({ review_status: 1 }))).toEqual({ stage: 'waiting' });
    expect(reviewStage(center({ review_status: 2 }))).toEqual({ stage: 'certified' });
    expect(reviewStage(center({ review_status: 7 }))).toEqual({ stage: 'certified' });
  });

  it('labels the statuses as spec §4 does', () => {
    expect([0, 1, 2, 5].map(reviewStatusLabel)).toEqual([
      'user.kycNotSubmitted',
      'user.kycWaiting',
      'user.kycCertified',
      'user.kycCertified',
    ]);
  });
});
