import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { initialsOf } from '../../../shared/graphemes';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, HandHeart, Languages, Mail, MapPin, Phone, Tractor, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconCard, IconTile } from '../../components/ui/icon-card';
import { useDocumentTitle } from '../../components/use-document-title';

const CONTACT_EMAIL = 'support@raithayantra.in';
const CONTACT_PHONE_DISPLAY = '+91 80 4000 1985';
const CONTACT_PHONE_LINK = 'tel:+918040001985';

const team: { key: string; name: MessageDescriptor; role: MessageDescriptor }[] = [
  { key: 'ramesh', name: msg`Ramesh Gowda`, role: msg`Founder and Managing Director` },
  { key: 'lakshmi', name: msg`Lakshmi Hegde`, role: msg`Head of Operations` },
  { key: 'suresh', name: msg`Suresh Patil`, role: msg`Chief Agronomist` },
  { key: 'anitha', name: msg`Anitha Shetty`, role: msg`Customer Support Lead` },
];

function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-leaf-900">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <IconTile icon={icon} tone="soil" className="size-11 shrink-0" />
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <div className="mt-0.5 font-semibold break-words text-ink">{children}</div>
      </div>
    </li>
  );
}

export function AboutPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  useDocumentTitle(
    t`About`,
    t`Raitha Yantra has served Karnataka's farmers since 1985: farm equipment to buy or rent, \
checked by our technicians, with help in Kannada and English.`,
  );
  const linkClass = 'rounded text-leaf-800 underline underline-offset-4 hover:text-leaf-900';

  return (
    <>
      <section className="on-dark bg-leaf-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            <Trans>About Raitha Yantra</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-leaf-100">
            <Trans>Helping Karnataka's farmers work their land with the right machines since 1985.</Trans>
          </p>
        </div>
      </section>

      <Section id="story-heading" title={<Trans>Our Story</Trans>}>
        <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_20rem] lg:items-start">
          <div className="grid max-w-3xl gap-4 text-lg text-ink">
            <p>
              <Trans>
                Raitha Yantra was founded in 1985 as a small tractor repair workshop in Bangalore, by a farmer's son who
                saw how hard it was for small farmers to get good machines at the right time.
              </Trans>
            </p>
            <p>
              <Trans>
                Today we sell and rent tractors, harvesters, ploughs, seeders, sprayers and irrigation equipment across
                Karnataka. Small and marginal farmers can rent a machine by the day instead of buying it, and pay only
                for the days they use.
              </Trans>
            </p>
            <p>
              <Trans>
                Our support goes beyond the sale: a multilingual, AI-driven farming assistant answers questions in
                Kannada and English at any hour, and our shop shows real-time information on prices and stock.
              </Trans>
            </p>
          </div>
          <aside className="rounded-2xl bg-leaf-900 p-6 text-white shadow-sm">
            <p className="text-5xl font-bold text-soil-300">1985</p>
            <p className="mt-2 font-semibold">
              <Trans>Founded in Bangalore</Trans>
            </p>
            <ul className="mt-5 grid gap-3 text-leaf-100">
              <li className="flex gap-3">
                <Tractor aria-hidden="true" className="size-5 shrink-0 text-soil-300" />
                <Trans>Machines to buy, or to rent by the day</Trans>
              </li>
              <li className="flex gap-3">
                <Languages aria-hidden="true" className="size-5 shrink-0 text-soil-300" />
                <Trans>Help in Kannada and English</Trans>
              </li>
            </ul>
          </aside>
        </div>
      </Section>

      <Section id="values-heading" title={<Trans>Our Values</Trans>} className="bg-leaf-50">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          <IconCard icon={<Award className="size-6" />} title={<Trans>Quality</Trans>}>
            <Trans>Every machine is inspected and serviced before it leaves our yard.</Trans>
          </IconCard>
          <IconCard icon={<Users className="size-6" />} title={<Trans>Accessibility</Trans>}>
            <Trans>
              Fair prices, daily rentals and a shop in Kannada and English put good equipment within every farmer's
              reach.
            </Trans>
          </IconCard>
          <IconCard icon={<HandHeart className="size-6" />} title={<Trans>Service</Trans>}>
            <Trans>From choosing the right machine to repairs in the field, we stay with you through the season.</Trans>
          </IconCard>
        </ul>
      </Section>

      <Section id="team-heading" title={<Trans>Meet Our Team</Trans>}>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li
              key={member.key}
              className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white p-6 text-center
                shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-20 items-center justify-center rounded-full bg-leaf-800 text-2xl font-bold
                  text-soil-200"
              >
                {/* In the page's script: ರಗೌ on a Kannada page, RG on an English one. */}
                {initialsOf(i18n._(member.name))}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{i18n._(member.name)}</h3>
              <p className="text-sm text-ink-muted">{i18n._(member.role)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="contact-heading" title={<Trans>Contact Us</Trans>} className="bg-soil-50">
        <address className="not-italic">
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            <ContactItem icon={<Mail className="size-5" />} label={<Trans>Email</Trans>}>
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
                {CONTACT_EMAIL}
              </a>
            </ContactItem>
            <ContactItem icon={<Phone className="size-5" />} label={<Trans>Phone</Trans>}>
              <a href={CONTACT_PHONE_LINK} className={linkClass}>
                {CONTACT_PHONE_DISPLAY}
              </a>
            </ContactItem>
            <ContactItem icon={<MapPin className="size-5" />} label={<Trans>Address</Trans>}>
              <Trans>Bangalore, Karnataka, India</Trans>
            </ContactItem>
          </ul>
        </address>
      </Section>
    </>
  );
}
