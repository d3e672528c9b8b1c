import { Link } from "react-router";
import { ContourArt } from "~/components/art/contours";
import { RidgelineArt } from "~/components/art/ridgeline";
import { ShoeSketch } from "~/components/art/shoe-sketch";
import { JsonLd } from "~/components/json-ld";
import { Section } from "~/components/page-hero";
import { manufacturingStats, processSteps } from "~/content/figures";
import { clientLogos, homeTestimonial } from "~/content/home";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { organizationLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Alpine Last | Elite private-label trail running shoes, designed in Chamonix",
    description:
      "Design, prototyping, alpine testing and manufacturing of private-label trail running shoes for brands, from our Chamonix design centre and 50+ manufacturing partners.",
    path: "/",
    image: "home",
  });

export const headers = contentPageHeaders;

export default function Home() {
  return (
    <>
      <JsonLd data={organizationLd()} />
      <Hero />
      <Section
        id="network"
        eyebrow="Global manufacturing network"
        title="Alpine design, built by partners we have known for a decade"
        intro="We design and test in Chamonix and produce with a vetted network across Asia, with our own team on the factory floor."
      >
        <dl className="grid gap-4 min-[390px]:grid-cols-2 lg:grid-cols-4">
          {manufacturingStats.map((s) => (
            <div key={s.label} className="card flex flex-col-reverse justify-end p-5 sm:p-8">
              <dt className="mt-2">
                <span className="block break-words text-[0.9375rem] font-600 sm:text-base">{s.label}</span>
                <span className="mt-1 block text-sm text-granite">{s.detail}</span>
              </dt>
              <dd className="font-display text-4xl font-700 tracking-tight text-charcoal sm:text-5xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <ProcessStrip />
      <Proof />
      <SustainabilityTeaser />
    </>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-charcoal pb-28 pt-32 text-snow sm:pb-36 sm:pt-40">
      <ContourArt className="pointer-events-none absolute -right-48 -top-40 h-[52rem] w-[52rem] text-glacier/12" />
      <div className="container-site relative grid items-center gap-12 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="eyebrow-dark">Private label · Custom design · Chamonix, France</p>
          <h1 className="mt-5 font-display text-[2.6rem] font-700 leading-[1.05] tracking-tight sm:text-6xl lg:text-[4.4rem]">
            Elite Private Label Trail Running Shoes
          </h1>
          <p className="mt-6 max-w-xl text-lg text-granite-200">
            We design, prototype, test and manufacture trail running shoes for brands: tested on the trails above
            Chamonix and built by a network of 50+ manufacturing partners.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/contact" className="btn-primary px-7 py-3.5 text-base">
              Start Your Project
              <span className="i-lucide-arrow-right" aria-hidden="true" />
            </Link>
            <Link to="/work" className="btn-outline px-7 py-3.5 text-base text-snow">
              See our work
            </Link>
          </div>
        </div>
        <div className="relative hidden sm:block">
          <div className="absolute inset-8 rounded-full bg-glacier/10 blur-3xl" aria-hidden="true" />
          <ShoeSketch className="relative w-full text-snow" />
          <p className="mt-4 text-center font-display text-xs uppercase tracking-[0.2em] text-granite-300">
            Concept 07 · Technical mountain racer
          </p>
        </div>
      </div>
      <RidgelineArt className="pointer-events-none absolute inset-x-0 bottom-0 h-20 w-full sm:h-28" />
    </section>
  );
}

function ProcessStrip() {
  return (
    <section aria-labelledby="process-heading" className="bg-white section-y">
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <p className="eyebrow">How we work</p>
            <h2 id="process-heading" className="mt-3 font-display text-3xl font-700 tracking-tight sm:text-4xl">
              From first sketch to finished pairs in four steps
            </h2>
          </div>
          <Link to="/services" className="focus-ring link-underline font-600 text-glacier-700">
            Explore our services
          </Link>
        </div>
        <ol className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-granite-100 bg-granite-100 sm:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, i) => (
            <li key={step.title} className="bg-white p-7">
              <div className="flex items-center justify-between">
                <span className={`${step.icon} text-2xl text-glacier-600`} aria-hidden="true" />
                <span className="font-display text-sm font-600 text-granite">0{i + 1}</span>
              </div>
              <h3 className="mt-6 font-display text-xl font-700">{step.title}</h3>
              <p className="mt-2 text-granite">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Proof() {
  return (
    <Section id="clients" eyebrow="Trusted by growing brands" title="Brands that run with us">
      <ul className="grid gap-4 sm:grid-cols-3">
        {clientLogos.map((logo) => (
          <li
            key={logo.name}
            className="flex h-24 items-center justify-center gap-3 rounded-2xl border border-granite-100 bg-white px-6 font-display text-charcoal-700"
          >
            <span className={`${logo.icon} shrink-0 text-2xl text-glacier-600`} aria-hidden="true" />
            <span className={logo.style}>{logo.name}</span>
          </li>
        ))}
      </ul>
      <figure className="relative mt-14 grid gap-10 overflow-hidden rounded-3xl bg-charcoal p-8 text-snow sm:p-14 lg:grid-cols-[1.6fr_1fr] lg:items-center">
        <ContourArt className="pointer-events-none absolute -bottom-48 -right-40 h-[34rem] w-[34rem] text-glacier/10" />
        <div className="relative">
          <span className="i-lucide-quote block text-5xl text-glacier/40" aria-hidden="true" />
          <blockquote className="mt-4 font-display text-xl font-500 leading-relaxed sm:text-2xl">
            <p>“{homeTestimonial.quote}”</p>
          </blockquote>
          <p className="mt-8 text-sm">
            <span className="font-600">{homeTestimonial.name}</span>
            <span className="text-granite-300"> · {homeTestimonial.role}</span>
          </p>
        </div>
        <div className="relative rounded-2xl border border-charcoal-700 bg-charcoal-800/80 p-6">
          <p className="eyebrow-dark">The project</p>
          <p className="mt-2 font-display text-lg font-600">{homeTestimonial.project.title}</p>
          <dl className="mt-5 space-y-4">
            {homeTestimonial.project.facts.map((f) => (
              <div
                key={f.label}
                className="flex flex-row-reverse items-baseline justify-end gap-3 border-t border-charcoal-700 pt-4"
              >
                <dt className="text-sm text-granite-200">{f.label}</dt>
                <dd className="font-display text-3xl font-700 text-summit">{f.value}</dd>
              </div>
            ))}
          </dl>
          <Link to="/work" className="focus-ring link-underline mt-6 inline-block text-sm font-600 text-glacier">
            Read the case studies
          </Link>
        </div>
      </figure>
    </Section>
  );
}

function SustainabilityTeaser() {
  return (
    <section aria-labelledby="sustainability-teaser-heading" className="pb-24">
      <div className="container-site">
        <div className="relative overflow-hidden rounded-3xl bg-glacier/25 p-8 sm:p-14">
          <ContourArt className="pointer-events-none absolute -bottom-40 -right-32 h-[32rem] w-[32rem] text-glacier-600/20" />
          <div className="relative max-w-2xl">
            <p className="eyebrow">Sustainability</p>
            <h2 id="sustainability-teaser-heading" className="mt-3 font-display text-3xl font-700 tracking-tight">
              Shoes built for the mountains should not cost them
            </h2>
            <p className="mt-4 text-lg text-charcoal-700">
              Recycled and bio-based materials, durable constructions that last more kilometres, and a circular design
              partnership that takes worn pairs back.
            </p>
            <Link to="/sustainability" className="btn-dark mt-8">
              Our sustainability approach
              <span className="i-lucide-arrow-right" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
