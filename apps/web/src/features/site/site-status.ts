import type { CompanyStatus } from '@tp/contract/entities';

/**
 * Spec §4: status 0 sends the client to the loss address. Only a web address is followed,
 * so an operator's typo cannot run script in the page.
 */
export function lossRedirect(status: CompanyStatus | undefined): string | null {
  if (status?.status !== 0) return null;
  const address = status.loss_address.trim();
  return /^https?:\/\//i.test(address) ? address : null;
}

/** Spec §4: type 0 is main mode, where search lists provider companies instead of instruments. */
export const isMainMode = (status: CompanyStatus | undefined): boolean => status?.type === 0;
