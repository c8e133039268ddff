import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Import layers: docs/decisions/016-import-layers.md. An import points down this list, never up:
//   server/, scripts/, tests/          the process and its tools; nothing in app/ imports them
//   app/root.tsx, entry.server.tsx, routes.ts, app/routes/ (api/: the spec's HTTP API)
//   app/db/seed/                       the demo catalogue: db, utils and features' public modules
//   app/erasers.server.ts              lists every feature's eraser (*-eraser.server.ts); only the
//                                      erasure (features/privacy/lead-erasure.server.ts) imports it
//   app/features/<name>/               one domain each; another feature only through its public modules
//   app/components/                    UI that knows no feature
//   app/islands/                       the islands script: finds *.island.tsx by glob, imports utils
//   app/content/                       marketing copy as typed data: imports only stream- and service-paths
//   app/utils/, app/stream-paths.ts    helpers that know no feature
//   app/db/ (but seed/)                connection, schema, migrations: imports nothing of ours
// Colocated tests (*.test.ts) sit outside the layers: nothing imports them.
// Islands (*.island.tsx) live in their feature or components folder, under its layer, and also
// import no React Router and call no useId (ISLAND_RULES).

const root = import.meta.dirname;
const abs = (glob) => path.join(root, glob);
/** One file as a glob (`a/b.ts` → `a/b.@(ts)`): a zone's paths must be all globs or none. */
const fileGlob = (file) => file.replace(/\.(\w+)$/, ".@($1)");

/**
 * The modules a feature offers to the other features (and to the demo seed), by file. Routes (the
 * spec's API among them) may import any module of a feature; another feature only these. Add a
 * file here to make it public.
 */
const PUBLIC_MODULES = {
  // The retention job (features/privacy) deletes expired sessions with the same rules.
  // The invitations organiser address (settings) may not be a member of staff's: emailTaken.
  // New leads go round the counsellors' line, kept on their rows.
  // The Team page (features/team) lists, invites, changes roles and deactivates through staff.server.ts.
  // The retention job (features/privacy) deletes invitations that ended long ago.
  team: ["invitation-housekeeping.server.ts"],
  admins: ["roles.ts", "housekeeping.server.ts", "admins.server.ts", "counsellor-line.server.ts", "staff.server.ts"],
  // Lead changes, sign-ins and settings changes are written into the audit log where they happen.
  audit: ["audit-log.server.ts", "audit-actions.ts"],
  // A college's page shows its facts (NIRF, accreditation, intake, placements, cut-offs); the demo seed adds them.
  // The cut-off import (features/fact-imports) stores its rows through the owner's upsert.
  "college-facts": [
    "college-facts.server.ts",
    "college-facts-sections.tsx",
    "seat-category.ts",
    "fact-schemas.ts",
    "cutoff-upsert.server.ts",
  ],
  // Colleges and exams belong to categories (streams).
  categories: ["categories.server.ts"],
  // A college's page lists the exams it accepts; the demo seed gives the demo exams their windows.
  exams: ["college-exams.server.ts", "exam-windows.ts"],
  // A college's card shows its fee range and search result; pages offer the shortlist's buttons.
  "college-search": ["college-search.server.ts", "fee-range.ts"],
  shortlist: ["college-pick-buttons.tsx"],
  // A merge (features/merges) asks each feature that keeps rows on a lead to move its own.
  // My day and My calendar (features/agenda) list a counsellor's sessions.
  counselling: ["counselling-merge.server.ts", "counsellor-sessions.server.ts"],
  // My day lists the leads whose first call is overdue, by the clock's own rule.
  "first-call": ["overdue-first-calls.server.ts"],
  "status-link": ["status-link-merge.server.ts"],
  // The lead itself (docs/decisions/068-feature-graph.md): every feature that works on a lead
  // finds it, reads its fields, writes its timeline and moves its status through these.
  leads: [
    "lead-fields.ts",
    "lead-schema.ts",
    "lead-status.ts",
    // A booked session, an import and the intake API are enquiries: the one way a lead is made.
    "leads.server.ts",
    // Who a person is (matching) and the one lock every change of identity takes.
    "lead-identity.server.ts",
    // The access rule (who may see a lead) and the lead by id.
    "leads-inbox.server.ts",
    "assignment.server.ts",
    "lead-reopening.server.ts",
    // Applications (features/admissions) are work on a lead: the same access rule, status
    // machinery and timeline as a call or a note.
    "lead-work.server.ts",
    "lead-timeline.server.ts",
    // A step's reminder goes to the student only while contact is allowed: the one rule.
    "lead-contact.ts",
    // Who receives mail about a lead (the student, a minor's guardian): the one rule every e-mail kind asks.
    "lead-recipients.ts",
    // The consent ledger: what a person agreed to, and their withdrawals.
    "consent-ledger.server.ts",
    "withdraw-link.server.ts",
    // A booking's confirmation carries its enquiry's choices, as an acknowledgement does (ADR 080).
    "enquiry-choices.server.ts",
    // A session's mark and an application change what a lead has reached in the funnel: the one
    // place that keeps it on the lead's row.
    "funnel.ts",
    "funnel-stages.server.ts",
    "lead-merge-rows.server.ts",
    // The follow-up calls due, for My day, My calendar and its feed (features/agenda).
    "follow-ups.server.ts",
  ],
  // A new enquiry alerts its counsellor and the owners (and the webhook) as the lead is stored.
  "lead-alerts": ["lead-alert-email.server.ts"],
  // The enquiry form on a college page; a booking and a rights request use the forms' honeypot
  // and answers.
  "lead-forms": ["lead-form.tsx", "lead-result.ts", "honeypot-field.tsx"],
  // The funnel report links each figure to the inbox filtered to its leads.
  inbox: ["lead-filters.ts"],
  // The retention job blanks the undo copies of merges past their 30 days, and deletes the
  // files of imports never run past their 7 days.
  merges: ["lead-merge.server.ts"],
  // The cut-off import (features/fact-imports) reads its CSV by the same rules as the lead import.
  imports: ["import-erasure.server.ts", "import-file.server.ts"],
  // A person's access request (features/privacy/person-data.server.ts) lists their applications
  // by status, and their payments with each mode's name.
  // The status link (features/status-link) shows a lead's applications, steps and documents.
  admissions: [
    "application-schema.ts",
    "application-step-schema.ts",
    "document-schema.ts",
    "payment-schema.ts",
    "applications.server.ts",
    "application-steps.server.ts",
    "documents.server.ts",
    // The status page lists the fees paid, with their receipt numbers.
    "payments.server.ts",
    "step-reminders.ts",
    "admissions-merge.server.ts",
  ],
  // Each feature owns its kinds of e-mail (docs/decisions/067-one-module-per-email-kind.md): it
  // defines them with the outbox's registry types and writes their rows in its own transactions.
  // A lead alert also reads the owners' alert settings (its address, the webhook), and a session's
  // invitation the address that organises it.
  // The owners' Lead alerts form (features/settings) saves them, refusing a private webhook host.
  outbox: ["email-kinds.ts", "enqueue.server.ts", "alert-settings.server.ts", "egress-address.server.ts"],
  // The privacy notice (features/privacy) names the grievance officer from the settings.
  // A new application (features/admissions) gets the owners' document checklist.
  // A new lead's first call falls due by the working hours and target the owners set.
  settings: [
    "site-settings.server.ts",
    "site-settings.ts",
    "document-checklist.server.ts",
    "first-call-clock.ts",
    "first-call-clock.server.ts",
    // Every e-mail to a student or parent ends with the one signature (ADR 080).
    "email-signature.server.ts",
  ],
};

/**
 * Where a lower layer may import a module of a feature, each with its reason (see the decision
 * record). Remove an entry when its reason is gone.
 */
const SHARED_LAYER_EXCEPTIONS = [
  // The site chrome renders the company facts, whose type the settings feature owns and stores.
  { files: ["app/components/layout/**"], allow: [fileGlob("app/features/settings/site-settings.ts")] },
];

const features = fs
  .readdirSync(path.join(root, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const publicModules = Object.entries(PUBLIC_MODULES).flatMap(([owner, files]) =>
  files.map((file) => fileGlob(`app/features/${owner}/${file}`)),
);
const SHELL = ["app/root.tsx", "app/entry.server.tsx", "app/routes.ts"].map(fileGlob).concat("app/routes/**");
/** The pages' addresses that content and components link to: the streams' and the services'. */
const PATHS = "app/@(stream|service)-paths.@(ts)";
/** app/db is the floor; its seed/ folder (the demo catalogue) sits above the features it uses. */
const DB = "app/db/!(seed){,/**}";
const SEED = "app/db/seed/**";
/** Every feature's eraser, composed in one module above the features (docs/decisions/066-erasers.md). */
const ERASERS = fileGlob("app/erasers.server.ts");
const CONTENT = "app/content/**";
const OUTSIDE_APP = ["server/**", "scripts/**", "tests/**", fileGlob("server.js")];

/** The zones of import-x/no-restricted-paths: files matching `target` may not import `from` (but `except`). */
function layerZones({ allow = [] } = {}) {
  const zone = ({ target, from, except, message }) => ({
    target: [target].flat().map(abs),
    from: from.map(abs),
    ...(except ? { except: except.map(abs) } : {}),
    message,
  });
  return [
    zone({
      target: DB,
      from: ["app/**"],
      except: [DB],
      message: "app/db is the bottom layer: it imports nothing else of ours (not even its seed/).",
    }),
    zone({
      target: ["app/utils/**", PATHS],
      from: ["app/**"],
      except: ["app/utils/**", PATHS, DB, ...allow],
      message: "app/utils knows no feature, component, route or API module (it may use app/db).",
    }),
    zone({
      target: CONTENT,
      from: ["app/**"],
      except: [CONTENT, PATHS],
      message: "app/content is copy as data: it imports nothing of ours but app/stream-paths.ts.",
    }),
    zone({
      target: "app/components/**",
      from: ["app/**"],
      except: ["app/components/**", CONTENT, "app/utils/**", PATHS, DB, "app/styles/**", ...allow],
      message: "app/components is shared UI: it imports no feature, route or API module.",
    }),
    zone({
      target: "app/features/**",
      from: [...SHELL, SEED],
      message: "Features sit below the routes (the spec's API included) and the demo seed.",
    }),
    zone({
      target: ERASERS,
      from: ["app/**"],
      except: [ERASERS, "app/features/**/*-eraser.server.@(ts)", "app/utils/**", DB],
      message:
        "app/erasers.server.ts only lists the features' erasers: it imports their *-eraser.server.ts modules and utils.",
    }),
    zone({
      target: ["app/!(features)/**", "app/*.@(ts|tsx)", "app/features/**/!(lead-erasure.server).@(ts|tsx)"],
      from: [ERASERS],
      message:
        "Only the erasure (features/privacy/lead-erasure.server.ts) runs the erasers: call its erasePersonalData.",
    }),
    zone({
      target: SEED,
      from: ["app/**"],
      except: [SEED, DB, "app/utils/**", PATHS, ...publicModules],
      message:
        "app/db/seed fills a new database: it uses app/db, utils and the modules features mark public (PUBLIC_MODULES).",
    }),
    // The outbox only dispatches: the kinds it sends are registered where the app is composed
    // (server/email-kinds.ts), so it imports no feature, not even a public module.
    zone({
      target: "app/features/outbox/**",
      from: ["app/features/**"],
      except: ["app/features/outbox/**"],
      message:
        "The outbox imports no other feature: a feature defines its e-mail kinds and server/email-kinds.ts registers them (docs/decisions/067).",
    }),
    ...features.map((name) =>
      zone({
        target: `app/features/${name}/**`,
        from: ["app/features/**"],
        except: [`app/features/${name}/**`, ...publicModules],
        message:
          "A feature imports another only through a module the other marks public (PUBLIC_MODULES in eslint.config.js).",
      }),
    ),
    zone({
      target: "app/islands/**",
      from: ["app/**"],
      except: ["app/islands/**", "app/utils/**"],
      message:
        "app/islands is the islands script: it finds the islands by file name (*.island.tsx, import.meta.glob) and imports only utils.",
    }),
    zone({ target: "app/**", from: OUTSIDE_APP, message: "app/ never imports server/, scripts/ or tests/." }),
  ];
}

/**
 * What an island (`*.island.tsx`) may not use (docs/decisions/027-islands-on-public-pages.md): it
 * hydrates in the browser on its own, as a React root of its own, without React Router.
 */
const ISLAND_RULES = {
  "no-restricted-imports": [
    "error",
    {
      paths: ["react-router", "react-router-dom", "@react-router/node"].map((name) => ({
        name,
        message:
          "An island runs without React Router in the browser (and importing it would add its 37 KB to public pages): take what the router knows as props from the server-side part that places the island.",
      })),
      patterns: [
        {
          group: ["@react-router/*", "react-router/*"],
          message: "An island runs without React Router in the browser: take what it needs as props.",
        },
      ],
    },
  ],
  "no-restricted-syntax": [
    "error",
    ...[
      "CallExpression[callee.name='useId']",
      "MemberExpression[property.name='useId']",
      "ImportSpecifier[imported.name='useId']",
    ].map((selector) => ({
      selector,
      message:
        "No useId in an island: it hydrates as a React root of its own, so its ids would differ from the server's and hydration would not match. Use a fixed id from its props (e.g. the form's name).",
    })),
  ],
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The two classic rules. The React Compiler rules of v7 (e.g. set-state-in-effect) forbid the
      // post-hydration pattern we use on purpose: server HTML first, browser-only values after.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      // Not the "types" condition of package.json "imports": it lists ./app/*.ts before
      // ./app/*.tsx for TypeScript, which tries both; this resolver takes "default" and, like
      // Vite, adds the extension itself.
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: path.join(root, "tsconfig.json"),
          conditionNames: ["import", "node", "default"],
        }),
      ],
    },
    rules: {
      // Every import must resolve, or the layer rules below could not see where it points.
      "import-x/no-unresolved": ["error", { ignore: ["^virtual:", "^\\./build/"] }],
      // No import-x/no-cycle: scripts/lint/file-cycles.mjs (run by `npm run lint`) finds cycles
      // between files for a fiftieth of its CPU (docs/decisions/091-file-cycles-without-eslint.md).
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones() }] },
  },
  ...SHARED_LAYER_EXCEPTIONS.map(({ files, allow }) => ({
    files,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones({ allow }) }] },
  })),
  {
    // Small functions (issue 42, item 5): a function, a component's JSX included, fits on a screen
    // or is split into named pieces. Every line counts, blank and comment lines too: a
    // function is read whole, and a limit that skipped comments would reward cutting them.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: [
      // A test's describe block holds its cases: its length is the number of cases.
      "**/*.test.{ts,tsx}",
      // Shipped migrations are frozen (never edited): a flat list of DDL statements each. New
      // migrations are held to the limit.
      "app/db/migrations/2026-11-22T00-00-initial-schema.ts",
      "app/db/migrations/2026-11-25T00-00-lead-pipeline.ts",
    ],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: false, skipComments: false }] },
  },
  { files: ["**/*.island.tsx"], rules: ISLAND_RULES },
  {
    files: ["**/*.js", "**/*.mjs"],
    // Node scripts; the screenshot scripts also hand functions to the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }] },
  },
);
