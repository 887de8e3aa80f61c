import { describe, expect, it } from 'vitest';
import { serviceLinkView } from './service-link.ts';

describe('customer-service link', () => {
  it('embeds the page when service_link_type is 1', () => {
    expect(
      serviceLinkView({ service_link: ' https://chat.example.com/room ', service_link_type: 1 }),
    ).toEqual({ url: 'https://chat.example.com/room', embedded: true });
  });

  it('opens it as a link otherwise', () => {
    expect(serviceLinkView({ service_link: 'http://t.me/desk', service_link_type: 2 })).toEqual({
      url: 'http://t.me/desk',
      embedded: false,
    });
  });

  it('shows nothing when none is set or it is not a web address', () => {
    expect(serviceLinkView({ service_link: '', service_link_type: 1 })).toBeNull();
    expect(
      serviceLinkView({ service_link: 'javascript:alert(1)', service_link_type: 1 }),
    ).toBeNull();
  });
});
