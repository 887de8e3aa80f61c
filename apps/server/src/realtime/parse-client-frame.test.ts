import { clientFrameBytesMax } from '@tp/contract/realtime';
import { describe, expect, it } from 'vitest';
import { parseClientFrame } from './parse-client-frame.ts';

const text = (value: string) => parseClientFrame(Buffer.from(value), false);

describe('parseClientFrame', () => {
  it('reads one message or an array of them', () => {
    expect(text('{"type":"ping"}')).toEqual({ ok: true, messages: [{ type: 'ping' }] });
    expect(text('[{"type":"ping"},{"type":"sub","params":"DAY_MARKET"}]')).toEqual({
      ok: true,
      messages: [{ type: 'ping' }, { type: 'sub', params: 'DAY_MARKET' }],
    });
  });

  it('accepts the object forms of topic and token', () => {
    expect(text('{"type":"sub","params":{"topic":"KLINE.EURUSD"}}')).toEqual({
      ok: true,
      messages: [{ type: 'sub', params: 'KLINE.EURUSD' }],
    });
    expect(text('{"type":"login","params":{"token":"abc"}}')).toEqual({
      ok: true,
      messages: [{ type: 'login', params: 'abc' }],
    });
  });

  it('joins a fragmented frame', () => {
    const parts = [Buffer.from('{"type":'), Buffer.from('"ping"}')];
    expect(parseClientFrame(parts, false)).toEqual({ ok: true, messages: [{ type: 'ping' }] });
  });

  it.each([
    ['not json', 'not json', 'malformedRequest', {}],
    ['an empty object', '{}', 'invalidField', { field: 'type' }],
    ['an unknown type', '{"type":"dance"}', 'invalidField', { field: 'type' }],
    ['a sub without a topic', '{"type":"sub"}', 'invalidField', { field: 'params' }],
    [
      'a login with an empty token',
      '{"type":"login","params":""}',
      'invalidField',
      { field: 'params' },
    ],
    ['an empty array', '[]', 'invalidField', { field: 'frame' }],
    [
      'a bad message inside an array',
      '[{"type":"ping"},{"type":"x"}]',
      'invalidField',
      { field: '1.type' },
    ],
    ['a number', '42', 'invalidField', { field: 'type' }],
  ])('refuses %s', (_name, frame, error, values) => {
    expect(text(frame)).toEqual({ ok: false, error, values });
  });

  it('refuses binary frames and frames over the size limit', () => {
    expect(parseClientFrame(Buffer.from('{"type":"ping"}'), true)).toMatchObject({
      ok: false,
      error: 'malformedRequest',
    });
    const big = JSON.stringify({ type: 'ping', params: 'x'.repeat(clientFrameBytesMax) });
    expect(text(big)).toEqual({
      ok: false,
      error: 'frameTooLarge',
      values: { max: clientFrameBytesMax },
    });
  });

  it('refuses more than 32 messages in one frame', () => {
    const many = JSON.stringify(Array.from({ length: 33 }, () => ({ type: 'ping' })));
    expect(text(many)).toMatchObject({ ok: false, error: 'invalidField' });
  });
});
