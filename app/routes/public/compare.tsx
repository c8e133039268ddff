// Placeholder: being built (issue 14).
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
