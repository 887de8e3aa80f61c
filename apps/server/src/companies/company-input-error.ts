import { companyFieldCharsMax, companySortMax, companySortMin } from '@tp/contract/admin-companies';
import { ApiError } from '../http/api-error.ts';

/** The refusal of a provider's field the contract's schema did not accept, in the operator's words. */
export function companyInputError(field: string): ApiError {
  switch (field) {
    case 'name':
      return new ApiError('companyNameInvalid', { max: companyFieldCharsMax.name });
    case 'logo':
      return new ApiError('companyLogoInvalid');
    case 'url':
      return new ApiError('companyUrlInvalid', { max: companyFieldCharsMax.url });
    case 'email':
      return new ApiError('companyEmailInvalid', { max: companyFieldCharsMax.email });
    case 'subject':
      return new ApiError('companySubjectInvalid', { max: companyFieldCharsMax.subject });
    case 'registeredAddress':
      return new ApiError('companyAddressInvalid', {
        max: companyFieldCharsMax.registeredAddress,
      });
    case 'location':
      return new ApiError('companyLocationInvalid', { max: companyFieldCharsMax.location });
    case 'sort':
      return new ApiError('companySortInvalid', { min: companySortMin, max: companySortMax });
    default:
      return new ApiError('invalidField', { field });
  }
}
