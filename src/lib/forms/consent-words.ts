/** The consent row's words from the catalogue. Build and server only: the catalogue holds every language. */
import { localePath } from '#src/lib/i18n.ts';
import { PRIVACY_PATH } from '#src/lib/paths.ts';
import { m } from '#src/paraglide/messages.js';
import type { Locale } from '#src/schemas/locale.ts';
import type { ConsentText } from './fields.tsx';

/** The consent row in `locale` around a form's own statement (`label`), linking the policy in that language. */
export function consentTextIn(label: string, locale: Locale): ConsentText {
  const o = { locale };
  return {
    label,
    privacyLead: m.form_privacy_lead({}, o),
    privacyLink: m.form_privacy_link({}, o),
    privacyHref: localePath(PRIVACY_PATH, locale),
    privacyTrail: m.form_privacy_trail({}, o),
    opensNewTab: m.chrome_opens_new_tab({}, o),
  };
}
