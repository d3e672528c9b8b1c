import { HONEYPOT_FIELD } from "~/lib/honeypot";

/** The honeypot input: off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
