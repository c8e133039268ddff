import { z } from "zod";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// zod 4 compiles object checks with `new Function` when it may, and probes once whether it may.
// No Content-Security-Policy of ours allows eval, so in the browser the probe was refused and
// reported as a violation on every admin page's first form. Checks run without compiling
// instead; a form's handful of fields is no slower for it.
z.config({ jitless: true });

// React Router's own client entry otherwise (the one it uses when an app has none).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
