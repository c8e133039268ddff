import type { ReactNode } from "react";

/** The title band that opens every content page: the H1 and a sentence under it. */
export function PageBand({ heading, intro }: { heading: ReactNode; intro: ReactNode }) {
  return (
    <header className="page-band">
      <div className="container">
        <h1>{heading}</h1>
        <p className="page-intro">{intro}</p>
      </div>
    </header>
  );
}
