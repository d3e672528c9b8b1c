import { responsePromise } from "~/content/figures";
import { mailtoHref, site, telHref } from "~/content/site";

/**
 * The team's phone number and e-mail address as two outlined buttons on a dark ground: stacked at
 * one full width on a phone, side by side from 640 px. No icons: the menu that shows them is in every page's
 * HTML, and two icon symbols would weigh on every first load.
 * @param className spacing where the row sits
 */
export function PhoneAndEmailButtons({ className = "" }: { className?: string }) {
  return (
    <ul className={`grid gap-2 sm:(flex flex-wrap) ${className}`}>
      <li>
        <a href={telHref} className="btn-outline w-full border-white/30 text-snow max-[359px]:text-xs sm:w-auto">
          {site.phone.display}
        </a>
      </li>
      <li>
        <a href={mailtoHref} className="btn-outline w-full border-white/30 text-snow max-[359px]:text-xs sm:w-auto">
          {site.email}
        </a>
      </li>
    </ul>
  );
}

/**
 * "Talk to our team" on a dark ground: the headquarters, the reply promise every page makes, and
 * the phone and e-mail buttons. Whoever would rather talk than browse reaches the product team from
 * the foot of the phone menu, and from the footer of the pages that have their own subscribe form
 * (/blog, /newsletter), where it takes the footer form's place.
 * @param className spacing and rules where it sits
 */
export function TeamContact({ className = "" }: { className?: string }) {
  return (
    <div className={className}>
      <p className="eyebrow-dark">Talk to our team</p>
      <p className="mt-2 text-sm text-granite-300">
        {site.headquarters}
        <br />
        {`Replies within ${responsePromise.initialResponse}`}
      </p>
      <PhoneAndEmailButtons className="mt-4" />
    </div>
  );
}
