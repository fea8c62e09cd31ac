import { describe, expect, it } from 'vitest';
import { newsletterConfirmationEmail } from '#src/features/alerts/confirmation-email.tsx';
import { NEWSLETTER_OFF } from '#src/features/alerts/newsletter.server.ts';
import { m } from '#src/paraglide/messages.js';

const SITE = 'Harbor & Vine Realty';
const URL_EN = 'https://www.example.test/newsletter/confirm?token=abc';

describe('the newsletter confirmation e-mail', () => {
  it('is in English exactly as it was before it had languages', () => {
    const email = newsletterConfirmationEmail(SITE, URL_EN);
    expect(email.subject).toBe(`Confirm your subscription to the ${SITE} newsletter`);
    expect(email.text).toBe(
      `You asked to receive the ${SITE} newsletter.\n\n` +
        'Please confirm that this is your address: you are subscribed only once you do.\n\n' +
        `Confirm your subscription: ${URL_EN}\n\n` +
        'The link expires in 7 days. If you did not ask for this, ignore this e-mail: nothing will be sent to you.\n',
    );
    expect(email.html).toContain('<html lang="en">');
    expect(newsletterConfirmationEmail(SITE, URL_EN, 'en')).toEqual(email);
  });

  it.each(['es', 'pt', 'fr'] as const)('is written in %s, with its link as given', (locale) => {
    const link = `https://www.example.test/${locale}/newsletter/confirm?token=abc`;
    const email = newsletterConfirmationEmail(SITE, link, locale);
    const english = newsletterConfirmationEmail(SITE, link);
    expect(email.subject).toBe(m.newsletter_email_subject({ site: SITE }, { locale }));
    expect(email.text).toContain(m.newsletter_email_intro({ site: SITE }, { locale }));
    expect(email.text).toContain(link);
    expect(email.html).toContain(`<html lang="${locale}">`);
    for (const line of english.text.split('\n').filter((text) => text && !text.includes(link)))
      expect(email.text, line).not.toContain(line);
  });

  it("pages say the API's English message where the newsletter is off", () => {
    expect(m.newsletter_off({}, { locale: 'en' })).toBe(NEWSLETTER_OFF);
  });
});
