import { href, redirect } from "react-router";
import type { Route } from "./+types/lead-import-redirect";

/** /Admin/leads/import (the address design.md gives the screen) is /Admin/import. */
export const loader = ({ request }: Route.LoaderArgs) =>
  redirect(`${href("/Admin/import")}${new URL(request.url).search}`, 301);
