import * as Toast from "@radix-ui/react-toast";
import { Icon } from "~/components/ui/icon";
import { NoticeBody, type ShownToast } from "./notice-toaster";

/** How long a toast stays, in ms; longer for failures and reading lists. */
const durationFor = (toast: ShownToast) => (toast.notice.tone === "destructive" || toast.notice.links ? 12000 : 7000);

/**
 * The visible toasts, as Radix toasts. Success and info toasts are announced politely;
 * failures are foreground (assertive) toasts.
 */
export default function ToastStack({ toasts, onClose }: { toasts: ShownToast[]; onClose: (key: string) => void }) {
  return (
    <Toast.Provider swipeDirection="right" label="Notification">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.key}
          open={toast.open}
          duration={durationFor(toast)}
          type={toast.notice.tone === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && onClose(toast.key)}
          data-tone={toast.notice.tone}
          className="pointer-events-auto relative w-full rounded-2xl border p-5 pr-12 shadow-xl data-[tone=destructive]:(border-danger bg-danger-50 text-charcoal) data-[tone=success]:(border-granite-100 bg-white) data-[tone=info]:(border-granite-100 bg-white) data-[state=open]:animate-[toast-in_200ms_ease-out] motion-reduce:animate-none"
        >
          <NoticeBody notice={toast.notice} TitleTag={Toast.Title} DescriptionTag={Toast.Description} />
          <Toast.Close
            aria-label="Dismiss notification"
            className="keyboard-focus absolute right-3 top-3 grid h-8 w-8 place-items-center rounded-full text-granite hover:bg-granite-100"
          >
            <Icon name="x" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-0 right-0 z-90 m-0 flex w-full max-w-[26rem] list-none flex-col gap-3 p-4 outline-none sm:p-6" />
    </Toast.Provider>
  );
}
