import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link.ts';

describe('invitation link', () => {
  it('opens registration with the code filled in', () => {
    expect(inviteLink('https://www.example.com', 'AB12CD')).toBe(
      'https://www.example.com/register?invite_code=AB12CD',
    );
  });

  it('keeps a code with unusual characters intact', () => {
    const link = inviteLink('http://127.0.0.1:8080', 'a b&c');
    expect(new URL(link).searchParams.get('invite_code')).toBe('a b&c');
  });
});
