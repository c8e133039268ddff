import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";

/**
 * What an admin page shows when its request never got an answer (network down, server
 * unreachable): the spec's message for that screen, and a way to try again. A real answer that
 * is an error (404) is said plainly instead.
 */
function RequestErrorBoundary({ message }: { message: string }) {
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="admin-page">
      <p role="alert" className="form-error">
        {notFound ? "This item no longer exists." : message}
      </p>
      <p>
        <Link to={location.pathname + location.search} reloadDocument>
          Try again
        </Link>
      </p>
    </main>
  );
}

/** A route module's ErrorBoundary that says `message` (the screen's words for an unreachable server). */
export function requestErrorBoundary(message: string) {
  return function ErrorBoundary() {
    return <RequestErrorBoundary message={message} />;
  };
}
