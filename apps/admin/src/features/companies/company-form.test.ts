import { describe, expect, it } from 'vitest';
import {
  companyFormValues,
  companyParams,
  emailAccepted,
  websiteAccepted,
} from './company-form.ts';

describe('the provider editor’s values', () => {
  it('send every field, trimmed, so that a save replaces them all', () => {
    expect(companyParams({ name: ' Peak ', url: ' https://peak.example.com ' }, undefined)).toEqual(
      {
        name: 'Peak',
        logo: '',
        url: 'https://peak.example.com',
        subject: '',
        registeredAddress: '',
        location: '',
        email: '',
        sort: 0,
        enabled: true,
      },
    );
  });

  it('name the record they edit, and start from it', () => {
    const record = {
      id: 4,
      name: 'Peak',
      logo: '/api/common/image/x',
      url: '',
      subject: 'Peak Ltd',
      registeredAddress: '',
      location: 'Hong Kong',
      email: '',
      enabled: false,
      sort: 3,
    };
    const values = companyFormValues(record);
    expect(values).not.toHaveProperty('id');
    expect(companyParams(values, 4)).toEqual(record);
  });

  it('take a website only over http or https', () => {
    expect(websiteAccepted('')).toBe(true);
    expect(websiteAccepted(' https://peak.example.com/about ')).toBe(true);
    expect(websiteAccepted('http://peak.example.com')).toBe(true);
    for (const refused of ['javascript:alert(1)', 'ftp://peak.example.com', 'peak.example.com']) {
      expect(websiteAccepted(refused), refused).toBe(false);
    }
  });

  it('take an e-mail address or nothing', () => {
    expect(emailAccepted(undefined)).toBe(true);
    expect(emailAccepted('desk@peak.example.com')).toBe(true);
    expect(emailAccepted('desk@')).toBe(false);
  });
});
