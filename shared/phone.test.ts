import { describe, expect, it } from 'vitest';
import { formatMobile, formatMobileInternational, indianMobile, maskedMobile } from './phone.js';

describe('Indian mobile numbers', () => {
  it('reads what a farmer types, in every usual shape, as one E.164 number', () => {
    for (const typed of ['9845012345', '98450 12345', '+91 98450-12345', '098450 12345', '91 9845012345', '೯೮೪೫೦೧೨೩೪೫'])
      expect(indianMobile(typed), typed).toBe('+919845012345');
  });

  it('refuses what cannot be an Indian mobile: too short, a landline, another country, letters', () => {
    for (const typed of ['984501234', '080 2345 6789', '+1 415 555 0100', 'ninety', '', '1234567890'])
      expect(indianMobile(typed), typed).toBeNull();
  });

  it('shows a number as printed in India, and masks it for others', () => {
    expect(formatMobile('+919845012345')).toBe('98450 12345');
    expect(formatMobileInternational('+919845012345')).toBe('+91 98450 12345');
    expect(maskedMobile('+919845012345')).toBe('••••2345');
  });
});
