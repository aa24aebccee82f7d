import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CalendarClock, Headset, MapPin, ReceiptIndianRupee, ShieldCheck, Tractor } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductCard } from '../../components/product-card';
import { ButtonLink } from '../../components/ui/button';
import { IconCard, IconTile } from '../../components/ui/icon-card';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { HeroIllustration } from './hero-illustration';
import { useFeatured } from './use-featured';

function Hero() {
  return (
    <section className="on-dark relative overflow-hidden bg-leaf-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(132,192,143,0.25),transparent_60%)]"
      />
      <div
        className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6
        md:grid-cols-[1.1fr_0.9fr] md:py-20 lg:px-8"
      >
        <div>
          <p
            className="inline-flex items-center gap-2 rounded-full bg-leaf-800 px-3 py-1 text-sm font-medium
            text-soil-200"
          >
            <Trans>Serving Karnataka's farmers since 1985</Trans>
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            <Trans>The right farm equipment, to buy or rent</Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-leaf-100">
            <Trans>
              Tractors, harvesters, sprayers, seeders and irrigation equipment at fair prices. Buy for the long run or
              rent by the day for the season.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/products" variant="accent" size="lg">
              <Trans>Browse Products</Trans>
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            {/*
              The spec's words are what shows; the rest of the link's text is for screen readers and search engines,
              so its name says where it leads and starts with the words seen (WCAG 2.5.3; Lighthouse's link-text).
            */}
            <ButtonLink href="/about" size="lg" variant="outline-light">
              <Trans>
                Learn More<span className="sr-only"> about Raitha Yantra</span>
              </Trans>
            </ButtonLink>
            <ButtonLink href="/hire" size="lg" variant="outline-light">
              <Tractor aria-hidden="true" className="size-5" />
              <Trans>Hire with driver</Trans>
            </ButtonLink>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md drop-shadow-xl" />
      </div>
    </section>
  );
}

function FeaturedEquipment() {
  const featured = useFeatured();
  let content: ReactNode;
  if (featured.status === 'pending') {
    content = (
      <LoadingState>
        <Trans>Loading featured equipment...</Trans>
      </LoadingState>
    );
  } else if (featured.status === 'error') {
    content = <ErrorState onRetry={featured.refetch} retrying={featured.fetching} />;
  } else {
    content = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featured.data.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} showStock={false} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-leaf-900">
            <Trans>Featured Equipment</Trans>
          </h2>
          <p className="mt-2 text-ink-muted">
            <Trans>Machines farmers choose most this season.</Trans>
          </p>
        </div>
      </div>
      {content}
      <div className="mt-10 flex justify-center">
        <ButtonLink href="/products" variant="primary" size="lg">
          <Trans>View All Products</Trans>
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </section>
  );
}

function HireStep({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <IconTile icon={icon} className="size-10 shrink-0" />
      <span className="pt-2 text-ink">{children}</span>
    </li>
  );
}

/** The hire service (/hire) for the farmer who owns no tractor: what it is, and the way in. */
function HireWithDriver() {
  return (
    <section aria-labelledby="hire-heading" className="border-y border-soil-200 bg-soil-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 md:grid-cols-2 md:items-center lg:px-8">
        <div>
          <h2 id="hire-heading" className="text-3xl font-bold tracking-tight text-leaf-900">
            <Trans>No tractor? Hire one with its driver</Trans>
          </h2>
          <p className="mt-3 text-lg text-ink-muted">
            <Trans>
              A centre near your field sends the machine with a driver who knows it: ploughing, sowing, spraying,
              harvesting and more. You pay by the acre or by the hour.
            </Trans>
          </p>
          <ButtonLink href="/hire" variant="primary" size="lg" className="mt-6">
            <Trans>Find a machine with a driver</Trans>
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
        <ul className="flex flex-col gap-4">
          <HireStep icon={<MapPin className="size-5" />}>
            <Trans>Tell us the work, where your field is and how big it is.</Trans>
          </HireStep>
          <HireStep icon={<ReceiptIndianRupee className="size-5" />}>
            <Trans>See each centre's full price before you book, and pay a small advance.</Trans>
          </HireStep>
          <HireStep icon={<Tractor className="size-5" />}>
            <Trans>The crew comes on your day; you pay the rest for the acres or hours worked.</Trans>
          </HireStep>
        </ul>
      </div>
    </section>
  );
}

function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-leaf-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="why-heading" className="text-center text-3xl font-bold tracking-tight text-leaf-900">
          <Trans>Why Choose Raitha Yantra</Trans>
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <IconCard tone="soil" icon={<ShieldCheck className="size-6" />} title={<Trans>Quality Equipment</Trans>}>
            <Trans>Every machine is checked by our technicians before it reaches your field.</Trans>
          </IconCard>
          <IconCard tone="soil" icon={<CalendarClock className="size-6" />} title={<Trans>Buy or Rent</Trans>}>
            <Trans>Buy for years of work, or rent by the day for the season: pay only for what you need.</Trans>
          </IconCard>
          <IconCard tone="soil" icon={<Headset className="size-6" />} title={<Trans>Expert Support</Trans>}>
            <Trans>Our team and AI farming assistant answer your questions in Kannada and English.</Trans>
          </IconCard>
        </ul>
      </div>
    </section>
  );
}

export function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(
    t`Buy or rent farm equipment`,
    t`Buy or rent tractors, harvesters, sprayers and other farm equipment in Karnataka, in English or Kannada.`,
  );
  return (
    <>
      <Hero />
      <FeaturedEquipment />
      <HireWithDriver />
      <WhyChooseUs />
    </>
  );
}
