import { Link } from "react-router";

/** The not-found screen (spec §2, §8): "Oops! Page not found" and "Return to Home". */
export function NotFoundContent() {
  return (
    <section className="container-site flex flex-col items-start py-40">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 font-display text-4xl font-700 sm:text-5xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-xl text-lg text-granite">
        The trail ends here. The page you were looking for has moved or never existed.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
