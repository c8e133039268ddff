import { LoginSchema, RegistrationSchema } from "#app/features/admins/admin-schema";
import {
  listAdminNames,
  registerAdmin,
  registrationRefusal,
  registrationRefused,
  type RegistrationRefusal,
} from "#app/features/admins/admins.server";
import { getAdmin, readSessionToken, sessionCookie } from "#app/features/admins/auth.server";
import { SETUP_PARAM, setupLinkRequired } from "#app/features/admins/first-admin-setup";
import { signIn } from "#app/features/admins/sign-in.server";
import { INVALID_CREDENTIALS, signInRefusal } from "#app/features/admins/sign-in-refusals";
import { dbFrom } from "#app/utils/context.server";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { ApiError, answer, assertMethod, json, readCall, type CallArgs } from "./http.server";
import { BODY_LIMIT, readFormObject, readJsonObject } from "./request-body.server";
import { LOGIN_FIELDS, REGISTRATION_FIELDS, specName, toOurFields, validateWith } from "./spec-fields.server";

/**
 * The original product's calls about administrators (docs/api.md): registration, sign-in and the
 * list of names, over the same services as the admin screens; and the session every write needs.
 */

export async function requireApiAdmin({ request, context }: CallArgs) {
  const admin = await getAdmin(request, context);
  if (!admin) throw new ApiError(401, "Sign in as an admin first (POST /narayanaApi/adminLogin.php).");
  return admin;
}

/** A refused registration as the API answers it: the same words and status as the page. */
function registrationApiError(reason: RegistrationRefusal | "email-taken"): ApiError {
  const refusal = registrationRefused(reason);
  return new ApiError(refusal.status ?? 403, refusal.message, refusal.field);
}

/**
 * adminRegister.php: multipart {name, email, password, mobile} → {success, message}. Open while no
 * admin exists (in production only with the start log's `?setup=` token); after that only a
 * signed-in admin may add one (the rule lives in registerAdmin).
 */
export function registerAdminCall(args: CallArgs) {
  return answer(
    args,
    async () => {
      assertMethod(args.request, "POST");
      const db = dbFrom(args.context);
      const options = {
        bySignedInAdmin: (await getAdmin(args.request, args.context))?.role === "owner",
        setupTokenRequired: setupLinkRequired(args.context.env),
        setupToken: new URL(args.request.url).searchParams.get(SETUP_PARAM),
      };
      // Refused is the answer a stranger gets, whatever they sent.
      const refusal = await registrationRefusal(db, options);
      if (refusal) throw registrationApiError(refusal);
      const body = await readFormObject(args.request, BODY_LIMIT);
      const values = validateWith(RegistrationSchema, REGISTRATION_FIELDS, toOurFields(REGISTRATION_FIELDS, body));
      const result = await registerAdmin(db, values, options);
      if (!result.ok) throw registrationApiError(result.reason);
      return json({ success: true, message: "Registration successful. You can now log in." }, { status: 201 });
    },
    { specField: (ours) => specName(REGISTRATION_FIELDS, ours) },
  );
}

/** adminLogin.php: JSON {email, password} → 200 {message} and the session cookie; 401, 429 or 503 otherwise. */
export function loginCall(args: CallArgs) {
  return answer(args, async () => {
    assertMethod(args.request, "POST");
    const db = dbFrom(args.context);
    const body = await readJsonObject(args.request, BODY_LIMIT);
    const values = validateWith(LoginSchema, LOGIN_FIELDS, toOurFields(LOGIN_FIELDS, body));
    const result = await signIn(db, {
      ...values,
      ipHash: clientIpHash(args.context),
      previousToken: readSessionToken(args.request, args.context),
    });
    if (!result.ok && result.reason !== "invalid") {
      const refusal = signInRefusal(result.reason, result.retryAfterSeconds);
      throw new ApiError(refusal.status ?? 429, refusal.message, undefined, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
    if (!result.ok) throw new ApiError(401, INVALID_CREDENTIALS);
    return json(
      { success: true, message: "Login successful!", admin: { id: result.admin.id, name: result.admin.name } },
      { headers: { "Set-Cookie": sessionCookie(args.context, result.token, result.expiresAt) } },
    );
  });
}

/** getAdmin.php: [{id, name}], for signed-in admins only (names of staff are not public). */
export const adminList = readCall(
  async (db, _url, args) => {
    await requireApiAdmin(args);
    return listAdminNames(db);
  },
  { private: true },
);
