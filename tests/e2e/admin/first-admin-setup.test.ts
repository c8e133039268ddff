import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "../support/server";
import { apiClient } from "../api/api-client";
import {
  getPage,
  loginOverHttp,
  postForm,
  servedAlerts,
  setupLinkPath,
  startAdminServer,
  withDatabase,
} from "./admin-helpers";

/**
 * A new production site can't be claimed by whoever asks first: without ADMIN_EMAIL the start log
 * prints a one-time link, and only that link creates the first admin, once, through the page or
 * adminRegister.php (docs/decisions/011-first-admin-setup-link.md).
 */
const SETUP_LINK_NEEDED = "This site has no administrator yet. Create the first one through the link printed";
const founder = {
  name: "Meera Founder",
  email: "meera.founder@example.com",
  password: "s3cret-Pass!",
  mobile: "9845011111",
};

const registrationForm = (email: string) => {
  const body = new FormData();
  body.set("name", "Stranger");
  body.set("email", email);
  body.set("password", "stranger-pass-1");
  body.set("mobile", "9123456789");
  return body;
};

describe("the first admin of a new production site [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;

  const admins = () => withDatabase(databaseUrl, (db) => db.selectFrom("admins").select("email").execute());

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer({ admin: null }));
  });

  afterAll(async () => {
    await server?.stop();
  });

  test("the start log prints a one-time link on the site's own origin", () => {
    expect(server.output()).toMatch(
      new RegExp(
        `"No administrator yet\\. Create the first one, once, at: ${server.url}/AdminReg\\?setup=[A-Za-z0-9_-]{32}"`,
      ),
    );
  });

  test("without the link (or with a wrong one) the page says where to find it, and every way in is refused", async () => {
    // The page as the server sends it: the notice, and no password field.
    for (const path of ["/AdminReg", "/adminReg", "/AdminReg?setup=not-the-token", `${setupLinkPath(server)}x`]) {
      const html = await (await getPage(server.url, path)).text();
      expect(servedAlerts(html).join(" "), path).toContain(SETUP_LINK_NEEDED);
      expect(/<main[\s\S]*type="password"[\s\S]*<\/main>/.test(html), path).toBe(false);
    }

    const fields = { ...founder, email: "stranger@example.com" };
    for (const path of ["/AdminReg", "/AdminReg?setup=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"]) {
      const response = await postForm(server.url, path, fields);
      expect(response.status, path).toBe(403);
      expect(await response.text()).toContain(SETUP_LINK_NEEDED);
    }
    const call = apiClient(server.url);
    for (const path of ["/narayanaApi/adminRegister.php", "/narayanaApi/adminRegister.php?setup=wrong"]) {
      const answer = await call(path, { body: registrationForm("stranger@example.com") });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining(SETUP_LINK_NEEDED) });
    }
    expect(await admins()).toEqual([]);
  });

  // The form in a browser, opened from the link, is auth.test.ts's ("the first admin registers at
  // /AdminReg"); here the link's own life: it works once, then nothing takes it.
  test("the link takes the founder's registration; the founder signs in, and the link is spent", async () => {
    const link = setupLinkPath(server);
    const registered = await postForm(server.url, link, founder);
    expect(registered.status).toBe(200);
    expect(await admins()).toEqual([{ email: founder.email }]);
    // The founder signs in (the login form itself is auth.test.ts's).
    expect(await loginOverHttp(server.url, founder)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The same link again: registration is closed, on the page and through the API.
    const again = await postForm(server.url, link, { ...founder, email: "second@example.com" });
    expect(again.status).toBe(403);
    expect(await again.text()).toContain("Registration is closed");
    const api = await apiClient(server.url)(`/narayanaApi${link.replace("/AdminReg", "/adminRegister.php")}`, {
      body: registrationForm("third@example.com"),
    });
    expect(api.status).toBe(403);
    expect(await admins()).toEqual([{ email: founder.email }]);
    expect(await withDatabase(databaseUrl, (db) => db.selectFrom("admin_setup_tokens").selectAll().execute())).toEqual(
      [],
    );
  });

  test("adminRegister.php takes the link's token as its setup parameter", async () => {
    const { server: fresh } = await startAdminServer({ admin: null });
    try {
      const token = setupLinkPath(fresh).split("setup=")[1]!;
      const answer = await apiClient(fresh.url)(`/narayanaApi/adminRegister.php?setup=${token}`, {
        body: registrationForm("api.founder@example.com"),
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ success: true });
    } finally {
      await fresh.stop();
    }
  });

  test("a site with an admin prints no link, and PUBLIC_ORIGIN is the link's origin", async () => {
    const restarted = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "1" });
    await restarted.stop();
    expect(restarted.output()).not.toContain("/AdminReg?setup=");

    const { server: behindProxy } = await startAdminServer({
      admin: null,
      env: { PUBLIC_ORIGIN: "https://www.example.in" },
    });
    await behindProxy.stop();
    expect(behindProxy.output()).toMatch(/at: https:\/\/www\.example\.in\/AdminReg\?setup=[A-Za-z0-9_-]{32}"/);
  });
});
