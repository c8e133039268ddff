// Placeholder: being built (issue 14).
export function loader() {
  return new Response("Not found", { status: 404 });
}
