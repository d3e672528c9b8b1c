import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState } from "react";
import { Icon, type IconName } from "~/components/ui/icon";
import type { Notice } from "~/lib/notices";

export type ShownToast = { key: string; notice: Notice; open: boolean };

const NotifyContext = createContext<(notice: Notice) => void>(() => {});

/** Shows a notice as a toast. Without a {@link NotifyProvider} above it (a server render), it does nothing. */
export function useNotify() {
  return useContext(NotifyContext);
}

/** Gives the forms below it the function that shows a toast, usually a {@link NoticeChannel}'s `notify`. */
export const NotifyProvider = NotifyContext.Provider;

/**
 * How forms reach the toasts when they live in other React roots: an island page hydrates each
 * form as a root of its own, and the toasts are one more root ({@link ToastHost}).
 */
export type NoticeChannel = {
  /** Shows a notice in every listening host. */
  notify: (notice: Notice) => void;
  /** Adds a listener; returns the function that removes it. */
  listen: (listener: (notice: Notice) => void) => () => void;
};

/** @returns a new channel with no listeners */
export function createNoticeChannel(): NoticeChannel {
  const listeners = new Set<(notice: Notice) => void>();
  return {
    notify: (notice) => {
      for (const listener of listeners) listener(notice);
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The Radix toast code loads only when a form is first used, keeping it out of the first page load. */
const loadToastStack = () => import("./toast-stack");
const ToastStack = lazy(loadToastStack);

/**
 * The toasts of a page: the last three notices of the channel, drawn by Radix Toast
 * ({@link ToastStack}), whose code is fetched in the background as soon as the visitor focuses any form.
 * @param channel where the forms send their notices
 */
export function ToastHost({ channel }: { channel: NoticeChannel }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  useEffect(
    () =>
      channel.listen((notice) =>
        setToasts((list) => [...list.slice(-2), { key: crypto.randomUUID(), notice, open: true }]),
      ),
    [channel],
  );
  const close = useCallback((key: string) => {
    setToasts((list) => list.map((t) => (t.key === key ? { ...t, open: false } : t)));
  }, []);

  useEffect(() => {
    const warm = (event: FocusEvent) => {
      if ((event.target as Element | null)?.closest?.("form")) {
        loadToastStack();
        document.removeEventListener("focusin", warm);
      }
    };
    document.addEventListener("focusin", warm);
    return () => document.removeEventListener("focusin", warm);
  }, []);

  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack toasts={toasts} onClose={close} />
    </Suspense>
  );
}

type TagProps = { className?: string; children: React.ReactNode };

/**
 * The content of a notice: title, description and an optional reading list.
 * Used inside a toast and, without JavaScript, inline in the page.
 */
export function NoticeBody({
  notice,
  TitleTag = "p",
  DescriptionTag = "p",
}: {
  notice: Notice;
  TitleTag?: React.ElementType<TagProps>;
  DescriptionTag?: React.ElementType<TagProps>;
}) {
  const [icon, colour]: [IconName, string] =
    notice.tone === "destructive"
      ? ["circle-alert", "text-danger"]
      : notice.tone === "info"
        ? ["info", "text-glacier-600"]
        : ["circle-check", "text-glacier-600"];
  return (
    <div className="flex gap-3">
      <Icon name={icon} className={`${colour} mt-0.5 shrink-0 text-xl`} />
      <div className="min-w-0">
        <TitleTag className="font-display text-base font-600">{notice.title}</TitleTag>
        <DescriptionTag className="mt-1 text-sm text-granite">{notice.description}</DescriptionTag>
        {notice.links && <ReadingList links={notice.links} className="mt-3 text-sm" listClassName="mt-1 space-y-1" />}
      </div>
    </div>
  );
}

/**
 * A notice's reading list: its lead-in ("While you wait, check out these articles:") and the links.
 * @param className spacing and type around the list
 * @param listClassName spacing of the links
 */
export function ReadingList({
  links,
  className,
  listClassName,
}: {
  links: NonNullable<Notice["links"]>;
  className: string;
  listClassName: string;
}) {
  return (
    <div className={className}>
      <p className="font-600">{links.lead}</p>
      <ul className={listClassName}>
        {links.items.map((item) => (
          <li key={item.href}>
            <a href={item.href} className="keyboard-focus link-underline text-glacier-700">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A notice rendered in the page, for visitors without JavaScript (or before hydration).
 * Failures use role="alert", everything else role="status".
 */
export function InlineNotice({ notice, className = "" }: { notice: Notice; className?: string }) {
  return (
    <div
      role={notice.tone === "destructive" ? "alert" : "status"}
      data-tone={notice.tone}
      className={`rounded-2xl border p-5 data-[tone=destructive]:(border-danger bg-danger-50) border-granite-200 bg-white ${className}`}
    >
      <NoticeBody notice={notice} />
    </div>
  );
}
