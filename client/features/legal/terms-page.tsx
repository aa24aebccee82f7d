import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { MAX_RENTAL_DAYS } from '../../../shared/rental';
import { ContactLinks, LegalPageLayout, LegalSection } from './legal-page-layout';

/** /terms: the rules of buying and renting here, in plain words. */
export function TermsPage() {
  const { t } = useLingui();
  const maxDays = MAX_RENTAL_DAYS;
  const linkClass = 'font-semibold text-leaf-800 underline underline-offset-4 hover:text-leaf-900';
  return (
    <LegalPageLayout
      title={t`Terms of Service`}
      intro={
        <Trans>
          These are the rules for buying and renting machines from Raitha Yantra. Please read them before you order.
        </Trans>
      }
    >
      <LegalSection title={<Trans>Your account</Trans>}>
        <p>
          <Trans>
            You need an account with a working e-mail address to order. Keep your password to yourself: orders made from
            your account are taken as yours.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Prices and GST</Trans>}>
        <p>
          <Trans>
            Prices on the shop are before GST. At checkout we add 18% GST and show the full amount before you pay.
            Delivery is free. The amount you pay is the one shown at checkout, even if a price changes later.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Renting a machine</Trans>}>
        {/* Wrapped by hand: Prettier's line fill counts a line here as 120 characters, the format test as 124. */}
        {/* prettier-ignore */}
        <p>
          <Trans>
            Rent is charged per day, from the pick-up day up to the day before the return day. One booking can be
            up to {maxDays} days and can start up to a year ahead.
          </Trans>
        </p>
        <p>
          <Trans>
            Use the machine with care, as its guide says, and give it back on the return day in the state you got it. If
            it breaks down, call us at once and do not get it repaired elsewhere. Damage from misuse is charged to you.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Buying a machine</Trans>}>
        <p>
          <Trans>
            Check a machine you buy when it is delivered, and tell us within 7 days if anything is missing or damaged.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Payment</Trans>}>
        <ul className="list-disc space-y-1 ps-5">
          <li>
            <Trans>
              You pay by UPI (PhonePe, Google Pay, Paytm, BHIM), card or net banking, through our payment provider.
            </Trans>
          </li>
          <li>
            <Trans>An order is confirmed only when the payment goes through.</Trans>
          </li>
          <li>
            <Trans>The balance of a job with a driver can also be paid at the field by UPI QR code or in cash.</Trans>
          </li>
          <li>
            <Trans>A refund goes back the way you paid: to the same UPI account, card or bank account.</Trans>
          </li>
        </ul>
      </LegalSection>
      <LegalSection title={<Trans>Changing or cancelling an order</Trans>}>
        <p>
          <Trans>To change or cancel an order, call or write to us as early as you can:</Trans> <ContactLinks />.
        </p>
      </LegalSection>
      <LegalSection title={<Trans>The farming assistant</Trans>}>
        <p>
          <Trans>
            The AI farming assistant gives general advice and can make mistakes. For seeds, fertiliser and sprays, check
            with your local agriculture officer or Raitha Samparka Kendra before you act.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Your details</Trans>}>
        <p>
          <Trans>
            What we keep about you and why is written in our{' '}
            <Link href="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
