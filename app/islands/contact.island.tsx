/**
 * The browser script of /contact: hydrates the contact form and the footer's newsletter form as
 * islands, and adds the toasts. Nothing else on the page is hydrated, and the router never loads
 * (docs/decisions/0019-contact-page-islands.md).
 */
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { CONTACT_FORM_ISLAND, ContactForm, type ContactFormProps } from "~/components/contact-form";
import { islandElement, readIslandProps } from "~/components/island";
import { footerNewsletter, NewsletterForm } from "~/components/newsletter-form";
import { createNoticeChannel, NotifyProvider, ToastHost } from "~/components/notice-toaster";
import { useHydratedMarker } from "~/lib/use-hydrated";

const channel = createNoticeChannel();

/** Sets the page's hydrated marker once the contact form has hydrated (the browser tests wait for it). */
function Hydrated({ children }: { children: React.ReactNode }) {
  useHydratedMarker();
  return children;
}

const contactForm = islandElement(CONTACT_FORM_ISLAND);
const contactProps = contactForm ? readIslandProps<ContactFormProps>(CONTACT_FORM_ISLAND) : null;

const toasts = document.createElement("div");
document.body.appendChild(toasts);

// Rendered as a transition, hydration yields to the browser every few milliseconds instead of
// holding the main thread in one long task (React's `startTransition`: updates inside it are
// interruptible); until it is done, the forms still post as documents do.
startTransition(() => {
  createRoot(toasts).render(<ToastHost channel={channel} />);
  hydrateIslands();
});

/** Hydrates the contact form and the footer's newsletter form, where the page has them. */
function hydrateIslands() {
  if (contactForm && contactProps) {
    hydrateRoot(
      contactForm,
      <StrictMode>
        <NotifyProvider value={channel.notify}>
          <Hydrated>
            <ContactForm {...contactProps} />
          </Hydrated>
        </NotifyProvider>
      </StrictMode>,
    );
  }

  const newsletter = islandElement(footerNewsletter.idBase);
  if (newsletter) {
    hydrateRoot(
      newsletter,
      <StrictMode>
        <NotifyProvider value={channel.notify}>
          <NewsletterForm {...footerNewsletter} turnstileSiteKey={contactProps?.turnstileSiteKey ?? null} />
        </NotifyProvider>
      </StrictMode>,
    );
  }
}
