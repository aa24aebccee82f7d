import { Trans, useLingui } from '@lingui/react/macro';
import { ContactLinks, LegalPageLayout, LegalSection } from './legal-page-layout';

/** /privacy: what the shop keeps about a farmer, why, for how long, and how to have it deleted, in plain words. */
export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPageLayout
      title={t`Privacy Policy`}
      intro={
        <Trans>We keep only what we need to sell and rent you machines. We do not sell your details to anyone.</Trans>
      }
    >
      <LegalSection title={<Trans>Your account</Trans>}>
        <p>
          <Trans>
            When you make an account we keep your e-mail address and a scrambled form of your password (we cannot read
            it). We use the e-mail to sign you in, to confirm your account, to reset a forgotten password and to send
            you your order receipts.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Delivery addresses and phone number</Trans>}>
        <p>
          <Trans>
            At checkout you give a name, a phone number and an address. We keep them so the machine reaches your farm
            and so the delivery person can call you. The next time you order, we fill them in for you.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Orders</Trans>}>
        <p>
          <Trans>
            We keep each order: what you bought or rented, the rental dates, the prices and the GST. You see them under
            My Orders. The tax law asks us to keep bills for some years, so orders stay even if you close your account.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Payment</Trans>}>
        <p>
          <Trans>
            UPI, card and net banking payments are handled by our payment provider. Your UPI PIN and card number go only
            to your UPI app, your bank or the provider; we never see or keep them. We keep whether the payment went
            through, how you paid, its reference number, and where a refund was sent.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Chat with the assistant</Trans>}>
        <p>
          <Trans>
            Your questions to the AI farming assistant are sent to our server to get an answer, and may pass to the AI
            service that writes it. We do not save the conversation on our server: it stays in this browser tab until
            you close the tab or press Reset. Please do not type bank or card details into the chat.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Cookies and what your browser keeps</Trans>}>
        <p>
          <Trans>
            We use one cookie to keep you signed in. Your browser also remembers your language and, before you sign in,
            your cart. We use no advertising cookies and no tracking.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Seeing or deleting your details</Trans>}>
        <p>
          <Trans>
            To see what we keep about you, to correct it, or to have your account and addresses deleted, write to us or
            call us:
          </Trans>{' '}
          <ContactLinks />. <Trans>We reply within 7 days and tell you when it is done.</Trans>
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
