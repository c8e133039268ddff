import { useRouteLoaderData } from "react-router";
import { LAYOUT_ROUTE_ID, withBrand } from "#app/utils/seo";

function useBrandName(): string {
  const layout = useRouteLoaderData(LAYOUT_ROUTE_ID) as { settings: { brandName: string } } | undefined;
  return layout?.settings.brandName ?? "";
}

/** Replaces {brand} in copy; use for every string that comes from app/content. */
export function useBrand(): (text: string) => string {
  const brandName = useBrandName();
  return (text) => withBrand(text, brandName);
}
