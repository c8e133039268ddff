import type { NextFunction, Request, Response } from "express";

/**
 * Behind a TLS proxy the app sees plain http on its own address, while browsers are on
 * PUBLIC_ORIGIN (https://www.example.in). React Router checks a form post's Origin against the
 * request URL, which its Express adapter builds from req.protocol and the Host header: without
 * this, every form posted from the real site would be refused as cross-site (400).
 *
 * With PUBLIC_ORIGIN set, every request is seen as addressed to it: the protocol and host come
 * from the setting, never from headers a client could forge, whatever TRUST_PROXY says.
 */
export function requestsAddressedTo(publicOrigin: string) {
  const url = new URL(publicOrigin);
  const protocol = url.protocol.slice(0, -1);
  return (req: Request, _res: Response, next: NextFunction) => {
    Object.defineProperty(req, "protocol", { value: protocol, configurable: true });
    req.headers.host = url.host;
    delete req.headers["x-forwarded-host"];
    next();
  };
}
