/** The registration link that carries an invitation code (spec §2: /register?invite_code=). */
export function inviteLink(origin: string, inviteCode: string): string {
  return `${origin}/register?invite_code=${encodeURIComponent(inviteCode)}`;
}
