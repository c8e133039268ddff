import { data } from "react-router";
import { parseId } from "#app/utils/ids";

/**
 * The import asked for by a screen's `?id=` (ADRs 054, 086): undefined when none is asked for,
 * 404 when the id is not a number or no such import exists.
 */
export async function importAskedFor<T>(request: Request, load: (id: number) => Promise<T | undefined>) {
  const asked = new URL(request.url).searchParams.get("id");
  if (asked === null) return undefined;
  const id = parseId(asked);
  const current = id ? await load(id) : undefined;
  if (!current) throw data("Not Found", { status: 404 });
  return current;
}
