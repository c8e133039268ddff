import { createStaticHandler, type RouteObject } from "react-router";
import { expect, test } from "vitest";

/**
 * patches/react-router+7.18.7.patch (docs/decisions/103-react-router-remembers-its-matches.md):
 * React Router remembers the matches of a path against a route tree, so a server does not scan
 * every route again for each request. What a request gets must still be its own: the right
 * route and params for each path, and nothing one request changes in its matches seen by the next.
 */

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: () => null,
    children: [
      { id: "home", index: true, loader: () => "home" },
      { id: "about", path: "about", loader: () => "about" },
      { id: "college", path: ":college", loader: ({ params }) => params.college },
      { id: "lead", path: "Admin/leads/:id", loader: ({ params }) => params.id },
    ],
  },
];

async function matched(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return context.matches;
}

test("the same path twice: the same route and params, in matches of its own each time", async () => {
  const handler = createStaticHandler(routes);
  const first = await matched(handler, "/Admin/leads/17");
  expect(first.map((match) => match.route.id)).toEqual(["root", "lead"]);
  expect(first.at(-1)!.params).toEqual({ id: "17" });
  // A caller changing what it got (React Router's own renderer assigns to its matches).
  (first.at(-1)!.params as Record<string, string>).id = "changed";
  Object.assign(first.at(-1)!, { pathname: "/changed" });

  const second = await matched(handler, "/Admin/leads/17");
  expect(second.map((match) => match.route.id)).toEqual(["root", "lead"]);
  expect(second.at(-1)!.params).toEqual({ id: "17" });
  expect(second.at(-1)!.pathname).toBe("/Admin/leads/17");
  expect(second).not.toBe(first);
});

test("each path gets its own route and params, remembered or not, and a path no route takes gets none", async () => {
  const handler = createStaticHandler(routes);
  for (let round = 0; round < 2; round++) {
    expect((await matched(handler, "/")).map((match) => match.route.id)).toEqual(["root", "home"]);
    expect((await matched(handler, "/about")).map((match) => match.route.id)).toEqual(["root", "about"]);
    const college = await matched(handler, "/rv-college-of-engineering");
    expect(college.at(-1)!.params).toEqual({ college: "rv-college-of-engineering" });
    expect((await matched(handler, "/pes-university")).at(-1)!.params).toEqual({ college: "pes-university" });
    // Loaders read the params of their own request.
    const context = await handler.query(new Request("http://localhost/Admin/leads/42"));
    expect(context instanceof Response ? undefined : context.loaderData).toEqual({ root: null, lead: "42" });
    const missing = await handler.query(new Request("http://localhost/a/b/c/d"));
    expect(missing instanceof Response ? missing.status : missing.statusCode).toBe(404);
  }
});

test("more paths than are remembered: each still matches as it should", async () => {
  const handler = createStaticHandler(routes);
  for (let i = 0; i < 1_200; i++) {
    const matches = await matched(handler, `/Admin/leads/${i}`);
    expect(matches.at(-1)!.params.id).toBe(String(i));
  }
  expect((await matched(handler, "/Admin/leads/0")).at(-1)!.params).toEqual({ id: "0" });
});
