import { responsePromise } from "~/content/figures";
import { mailtoHref, site, telHref } from "~/content/site";

/**
 * "Talk to our team" on a dark ground: the headquarters, the reply promise every page makes, and
 * the phone and e-mail links. Whoever would rather talk than browse reaches the product team from
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
        Replies within {responsePromise.initialResponse}
      </p>
      <ul className="mt-3 grid font-600 text-snow">
        <li>
          <a href={telHref} className="keyboard-focus link-underline tap-target">
            {site.phone.display}
          </a>
        </li>
        <li>
          <a href={mailtoHref} className="keyboard-focus link-underline tap-target">
            {site.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
